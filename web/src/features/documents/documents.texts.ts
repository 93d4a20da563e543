export const documentsTexts = {
  documents: {
    title: 'Dokument',
    lead: 'Avräkningar, avtal och brev från oss.',
    emptyTitle: 'Du har inga dokument',
    emptyText: 'Dokument som vi skickar till dig visas här.',
  },
} as const;
