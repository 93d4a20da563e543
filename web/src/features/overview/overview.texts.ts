export const overviewTexts = {
  overview: {
    title: 'Översikt',
    lead: 'Här får du en samlad bild av din skog och din ekonomi.',
    emptyTitle: 'Inget att visa ännu',
    emptyText: 'När vi har uppgifter om dina fastigheter, kontrakt och utbetalningar samlas de här.',
    action: 'Till Mina sidor',
  },
} as const;
