import type { ActivityKind } from '#contracts/overview';

export const overviewTexts = {
  title: 'Översikt',
  greeting: (firstName: string) => `Hej ${firstName}!`,
  greetingPlain: 'Hej!',
  viewingFor: (name: string) => `Du ser översikten för ${name}.`,
  lead: 'Här ser du det viktigaste om din skog just nu.',
  estates: {
    heading: 'Dina fastigheter',
    count: (count: number) => (count === 1 ? '1 fastighet' : `${String(count)} fastigheter`),
    totalArea: 'Total areal',
    productiveArea: 'Produktiv skogsmark',
    listLabel: 'Fastigheterna',
    toEstates: 'Mina verksamheter',
    toMap: 'Visa på kartan',
    emptyTitle: 'Inga fastigheter registrerade',
    emptyText: 'Vi har ingen fastighet registrerad på dig. Kontakta oss om du äger skog som saknas här.',
    emptyAction: 'Kontakta oss',
  },
  notifications: {
    heading: 'Aviseringar',
    unread: (count: number) =>
      count === 1 ? 'Du har 1 oläst avisering.' : `Du har ${String(count)} olästa aviseringar.`,
    none: 'Du har inga olästa aviseringar.',
    noneHint: 'Nya aviseringar visas här och under klockan överst på sidan.',
    latestLabel: 'De senaste olästa aviseringarna',
    settings: 'Inställningar för aviseringar',
  },
  advisor: {
    heading: 'Din rådgivare',
    phone: (name: string) => `Ring ${name}`,
    email: (name: string) => `Mejla ${name}`,
    toContact: 'Fler kontaktvägar',
    emptyTitle: 'Ingen rådgivare ännu',
    emptyText: 'Du har ingen egen rådgivare hos oss ännu. Kontakta oss så hjälper vi dig.',
    emptyAction: 'Kontakta oss',
  },
  activities: {
    heading: 'Senaste händelserna',
    hide: 'Dölj',
    hideLabel: (title: string) => `händelsen ${title}`,
    hidden: (title: string) => `Händelsen ”${title}” är dold.`,
    hideFailed: 'Det gick inte att dölja händelsen. Försök igen om en liten stund.',
    emptyTitle: 'Inga händelser just nu',
    emptyText:
      'När något händer i din skog, till exempel en utbetalning, ett nytt kontrakt eller ett bokat möte, visas det här.',
    kinds: {
      payment: 'Utbetalning',
      contract: 'Kontrakt',
      'forest-plan': 'Skogsbruksplan',
      meeting: 'Möte',
      order: 'Beställning',
      document: 'Dokument',
      mandate: 'Fullmakt',
    } satisfies Record<ActivityKind, string>,
  },
} as const;
