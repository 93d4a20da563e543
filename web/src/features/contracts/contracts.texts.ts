export const contractsTexts = {
  contracts: {
    title: 'Kontrakt',
    lead: 'Avverkningar och andra uppdrag som du har med oss.',
    emptyTitle: 'Du har inga kontrakt',
    emptyText: 'När du tecknar ett kontrakt med oss visas det här.',
    action: 'Kontakta din rådgivare',
  },
} as const;
