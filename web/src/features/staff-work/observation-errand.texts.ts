/** An observation from the forest in the staff workspace, in Swedish. */
export const observationErrandTexts = {
  title: (kind: string) => `Observation i skogen: ${kind}`,
  advisor: 'Rådgivare',
  madeAt: 'Gjord',
  note: 'Medlemmens anteckning',
  noNote: 'Ingen anteckning.',
  place: 'Platsen',
  mapLabel: (estate: string | null) =>
    estate === null
      ? 'Karta: observationens punkt.'
      : `Karta: observationens punkt på fastigheten ${estate}, fastighetens gräns som linje.`,
  onEstate: (estate: string) => `På ${estate}.`,
  coordinates: (east: number, north: number) =>
    `SWEREF 99 TM: N ${String(Math.round(north))}, E ${String(Math.round(east))}`,
  photos: 'Foton',
  noPhotos: 'Medlemmen skickade inga foton.',
  photoAlt: (number: number, kind: string) => `Foto ${String(number)} från medlemmen: ${kind}`,
  timeline: 'Hittills',
  noAnswers: 'Ingen har svarat ännu.',
  answerBy: (name: string) => `Svar från ${name}`,
  confirmedBy: (kind: string, name: string) => `${name} bekräftade ${kind}`,
  nextHeading: 'Svara medlemmen',
  answer: 'Ditt svar till medlemmen',
  required: '(obligatoriskt)',
  answerHint: 'Medlemmen läser svaret vid punkten på kartan och får en avisering. Skriv inte personnummer.',
  send: 'Skicka svaret',
  sending: 'Skickar…',
  sent: 'Svaret är skickat. Medlemmen har fått en avisering.',
  confirmHeading: 'Bekräfta vad medlemmen såg',
  confirmHint:
    'Bekräfta när du har sett platsen eller fotona. Vem och när sparas, och medlemmen får en avisering.',
  confirmBarkBeetleHint: 'Grannar med skog inom 2 km varnas, utan namn och bara med en ungefärlig plats.',
  confirm: (kind: string) => `Bekräfta ${kind}`,
  confirming: 'Bekräftar…',
  confirmed: 'Observationen är bekräftad. Medlemmen har fått en avisering.',
  notConfirmedHeading: 'Observationen kunde inte bekräftas',
  errorsHeading: 'Du behöver rätta följande:',
  notSentHeading: 'Svaret kunde inte skickas',
} as const;
