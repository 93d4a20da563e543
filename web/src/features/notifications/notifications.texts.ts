export const notificationsTexts = {
  notificationSettings: {
    title: 'Mina aviseringar',
    lead: 'Vad vi meddelar dig om, och hur.',
    emptyTitle: 'Inga aviseringsval ännu',
    emptyText: 'Du har inte valt några aviseringar. Dina val visas här.',
  },
} as const;
