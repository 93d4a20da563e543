export const subscriptionsTexts = {
  subscriptions: {
    title: 'Mina abonnemang',
    lead: 'Nyhetsbrev och utskick som du får från oss.',
    emptyTitle: 'Du har inga abonnemang',
    emptyText: 'Nyhetsbrev och utskick som du prenumererar på visas här.',
  },
} as const;
