/** The documents feature's Swedish: error messages and the words the PDFs use for stored codes. */

export const documentErrors = {
  noStakeholder: 'Välj vem du företräder innan du hämtar dokument.',
  notFound: 'Dokumentet finns inte.',
  sourceMissing: 'Dokumentets uppgifter finns inte längre. Kontakta oss så hjälper vi dig.',
} as const;

export const SPECIES_LABELS: Record<string, string> = {
  tall: 'Tall',
  gran: 'Gran',
  bjork: 'Björk',
  'ovrigt-lov': 'Övrigt löv',
  barr: 'Barr',
};

export const ASSORTMENT_LABELS: Record<string, string> = {
  sagtimmer: 'sågtimmer',
  klentimmer: 'klentimmer',
  massaved: 'massaved',
  bransleved: 'brännved',
  vrak: 'vrak',
};

export const CONTRACT_FORM_LABELS: Record<string, string> = {
  rotpost: 'Rotpost',
  avverkningsuppdrag: 'Avverkningsuppdrag',
  leveransrotkop: 'Leveransrotköp',
  leveransvirke: 'Leveransvirke',
  skogsvard: 'Skogsvårdsavtal',
};

export const OPERATION_LABELS: Record<string, string> = {
  'forsta-gallring': 'Förstagallring',
  gallring: 'Gallring',
  slutavverkning: 'Slutavverkning',
  rojning: 'Röjning',
  markberedning: 'Markberedning',
  plantering: 'Plantering',
};

export const CONTRACT_STEP_LABELS: Record<string, string> = {
  offert: 'Offert',
  kontrakt: 'Kontrakt tecknat',
  anmalan: 'Avverkningsanmälan',
  traktdirektiv: 'Traktdirektiv',
  avverkning: 'Avverkning',
  transport: 'Skotning och transport',
  inmatning: 'Inmätning',
  avrakning: 'Avräkning',
  slutredovisning: 'Slutredovisning',
  utbetalning: 'Utbetalning',
  atervaxt: 'Återväxt',
  arsbesked: 'Årsbesked',
};

export const PAYMENT_FORM_LABELS: Record<string, string> = {
  direkt: 'Direkt till merkontot',
  betalningsplan: 'Enligt betalningsplan',
};

export const label = (labels: Record<string, string>, code: string): string => labels[code] ?? code;

/** The notification a new document raises. */
export const documentNotice = {
  title: (title: string) => `Nytt dokument: ${title}`,
  text: 'Du har fått ett nytt dokument. Du hittar det under Dokument på Mina sidor.',
  annualStatementText: (year: number) =>
    `Ditt årsbesked för ${String(year)} är klart. Det är underlag för deklarationen och finns under Dokument på Mina sidor.`,
} as const;
