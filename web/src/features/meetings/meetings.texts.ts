export const meetingsTexts = {
  meetings: {
    title: 'Mina bokade möten',
    lead: 'Möten med din rådgivare.',
    emptyTitle: 'Du har inga bokade möten',
    emptyText: 'Vill du träffa din rådgivare? Hör av dig så bokar vi ett möte.',
    action: 'Kontakta din rådgivare',
  },
} as const;
