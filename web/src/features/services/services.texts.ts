export const servicesTexts = {
  services: {
    title: 'Skogliga tjänster',
    lead: 'Tjänster för din skog som du kan beställa av oss.',
    emptyTitle: 'Inga tjänster att visa just nu',
    emptyText: 'Vill du ha hjälp med något i din skog? Hör av dig till din rådgivare.',
    action: 'Kontakta oss',
  },
  service: {
    title: 'Skoglig tjänst',
    lead: 'Om tjänsten och vad den kostar.',
    emptyTitle: 'Tjänsten finns inte',
    emptyText: 'Vi hittar ingen beskrivning av den här tjänsten.',
    action: 'Alla skogliga tjänster',
  },
} as const;
