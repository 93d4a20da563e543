import type { OpenOrderStatus } from '#contracts/checkout';
import type { ActivityKind } from '#contracts/overview';

export const overviewTexts = {
  title: 'Översikt',
  greeting: (firstName: string) => `Hej ${firstName}!`,
  greetingPlain: 'Hej!',
  viewingFor: (name: string) => `Du ser översikten för ${name}.`,
  lead: 'Det viktigaste om skogen just nu.',
  estates: {
    heading: 'Fastigheter',
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
  economy: {
    heading: 'Ekonomi',
    balance: 'Saldo på merkontot',
    nextPayout: (date: string) => `Nästa utbetalning ${date}`,
    latestPayments: 'Senaste inbetalningarna',
    toEconomy: 'Ekonomi',
    toTransactions: 'Alla transaktioner',
    emptyTitle: 'Inget konto hos oss ännu',
    emptyText: 'När du säljer virke till oss får du ett merkonto. Saldot och utbetalningarna visas här.',
    contractsHeading: 'Pågående kontrakt',
    contractNumber: (number: string) => `Kontrakt ${number}`,
    toContracts: 'Alla kontrakt',
    noContractsTitle: 'Inga pågående kontrakt',
    noContractsText: 'Kontrakt om avverkning eller skogsvård som pågår visas här.',
  },
  orders: {
    heading: 'Beställningar',
    listLabel: 'Pågående beställningar',
    order: (number: string) => `Order ${number}`,
    statusAndDate: (status: string, date: string) => `${status}, beställd ${date}`,
    /**
     * The contract's ORDER_STATUS_LABELS of the open orders the overview lists, here so the overview's first
     * load carries no schema library.
     */
    status: {
      received: 'Mottagen',
      confirmed: 'Bekräftad',
      scheduled: 'Inplanerad',
      done: 'Utförd',
    } satisfies Record<OpenOrderStatus, string>,
    toServices: 'Beställ skogliga tjänster',
    toPurchases: 'Alla köp',
    emptyTitle: 'Inga pågående beställningar',
    emptyText: 'När du beställer röjning, plantering eller andra skogliga tjänster ser du här hur det går.',
  },
  advisor: {
    heading: 'Rådgivare',
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
      'När något händer i skogen, till exempel en utbetalning, ett nytt kontrakt eller ett bokat möte, visas det här.',
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
