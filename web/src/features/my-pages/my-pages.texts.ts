export const myPagesTexts = {
  title: 'Mina sidor',
  lead: 'Här finns allt om skogen, pengarna och medlemskapet.',
  groups: {
    forest: 'Skog och ekonomi',
    you: 'Du och föreningen',
  },
  readOnly:
    'Du är inloggad som ombud med läsrätt. Du ser sidorna som medlemmen har gett dig tillgång till, men kan inte ändra något.',
  emptyTitle: 'Inga sidor att visa',
  emptyText: 'Det finns inga personliga sidor för dig just nu. Kontakta oss om du saknar något.',
  contactUs: 'Kontakta oss',
} as const;
