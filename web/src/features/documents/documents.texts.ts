export const documentsTexts = {
  documents: {
    title: 'Dokument',
    lead: 'Avräkningsnotor, kontrakt, skogsbruksplaner, årsbesked och fullmakter. Alla dokument kan laddas ner som PDF.',
    emptyTitle: 'Du har inga dokument ännu',
    emptyText:
      'När du har sålt virke, tecknat ett kontrakt eller fått en skogsbruksplan hamnar dokumenten här. ' +
      'Årsbeskedet för deklarationen kommer i februari.',
    noMatchTitle: 'Inga dokument matchar ditt val',
    noMatchText: 'Välj en annan dokumenttyp eller ett annat år.',
    showAll: 'Visa alla dokument',
    loading: 'Laddar dokument',
  },
  filter: {
    legend: 'Visa dokument',
    kind: 'Dokumenttyp',
    allKinds: 'Alla typer',
    year: 'År',
    allYears: 'Alla år',
    count: (count: number) => (count === 1 ? '1 dokument' : `${String(count)} dokument`),
  },
  list: {
    yearHeading: (year: string) => `Utfärdade ${year}`,
    issued: 'Utfärdat',
    pdf: 'PDF',
  },
} as const;
