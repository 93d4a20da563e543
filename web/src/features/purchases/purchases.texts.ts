export const purchasesTexts = {
  purchases: {
    title: 'Mina köp',
    lead: 'Skogliga tjänster som du har beställt av oss.',
    emptyTitle: 'Du har inga köp',
    emptyText: 'När du beställer en tjänst visas den här.',
    action: 'Se skogliga tjänster',
    listLabel: 'Dina beställningar',
    order: (number: string) => `Order ${number}`,
    placedOn: 'Beställd',
    services: 'Tjänster',
    total: 'Summa inkl. moms',
    status: 'Status',
    onBehalf: (name: string) => `Lagd av ${name} för din räkning`,
    estimateNote:
      'Summan är det uppskattade priset när du beställde. Rådgivaren bekräftar priset innan arbetet börjar, och du får en faktura när arbetet är utfört.',
  },
} as const;
