export const mapTexts = {
  title: 'Kartvy',
  lead: 'Dina fastigheter och skogsbestånd på kartan, tillsammans med skyddad natur och fornlämningar.',
  emptyTitle: 'Ingen karta att visa ännu',
  emptyText: 'När vi har dina fastigheter registrerade visas de här på kartan.',
} as const;
