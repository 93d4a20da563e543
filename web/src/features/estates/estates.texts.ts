export const estatesTexts = {
  estates: {
    title: 'Mina verksamheter',
    lead: 'Dina fastigheter och skogsbruksplaner.',
    emptyTitle: 'Inga fastigheter att visa',
    emptyText: 'Fastigheter som du äger eller förvaltar hos oss visas här.',
    action: 'Visa kartan',
  },
} as const;
