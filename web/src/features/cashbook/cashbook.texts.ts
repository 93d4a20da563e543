export const cashbookTexts = {
  cashbook: {
    title: 'Kassabok',
    lead: 'Din egen bokföring av skogens intäkter och kostnader.',
    emptyTitle: 'Kassaboken är tom',
    emptyText: 'Verifikationer som du för in i kassaboken visas här.',
  },
} as const;
