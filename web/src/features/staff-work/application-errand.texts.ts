import type { RegistrationStatus } from '#contracts/registration';

/** A membership application in the staff workspace, in Swedish. */
export const applicationErrandTexts = {
  title: (name: string) => `Medlemsansökan från ${name}`,
  applicant: 'Sökande',
  customerNumber: (id: string) => `kundnummer ${id}, blir medlemsnummer`,
  reach: 'Nå den sökande',
  address: 'Adress',
  property: 'Fastighet',
  noProperty: 'Ingen angiven',
  message: 'Meddelande',
  submittedAt: 'Ansökan skickades',
  statuses: {
    received: 'Mottagen, inte avgjord',
    approved: 'Godkänd',
    rejected: 'Avslagen',
  } satisfies Record<RegistrationStatus, string>,
  approve: 'Godkänn ansökan',
  approveHint: 'Den sökande blir medlem i dag och får ett välkomstmejl med sitt medlemsnummer.',
  refuse: 'Avslå ansökan',
  decided: 'Ansökan är avgjord. Inget mer att göra.',
  approved: 'Ansökan är godkänd. Den sökande är medlem från i dag och har fått ett välkomstmejl.',
  refused: 'Ansökan är avslagen. Den sökande har fått ett mejl med skälet.',
} as const;
