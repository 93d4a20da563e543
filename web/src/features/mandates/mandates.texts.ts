export const mandatesTexts = {
  mandates: {
    title: 'Mina fullmakter',
    lead: 'Ombud som får se dina uppgifter, och medlemmar som har gett dig fullmakt.',
    emptyTitle: 'Du har inga fullmakter',
    emptyText: 'När du ger någon fullmakt, eller får en, visas den här.',
  },
} as const;
