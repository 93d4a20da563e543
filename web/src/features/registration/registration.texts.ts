export const registrationTexts = {
  registration: {
    title: 'Bli medlem',
    lead: 'Som medlem äger du föreningen tillsammans med andra skogsägare.',
    emptyTitle: 'Ansökan är inte öppen här ännu',
    emptyText: 'Vill du bli medlem redan nu? Hör av dig till supporten så hjälper vi dig.',
    action: 'Till supporten',
  },
} as const;
