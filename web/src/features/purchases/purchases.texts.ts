export const purchasesTexts = {
  purchases: {
    title: 'Mina köp',
    lead: 'Skogliga tjänster som du har beställt av oss.',
    emptyTitle: 'Du har inga köp',
    emptyText: 'När du beställer en tjänst visas den här.',
    action: 'Se skogliga tjänster',
  },
} as const;
