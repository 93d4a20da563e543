import type { MandateStatus } from '#contracts/mandates';

export const mandatesTexts = {
  mandates: {
    title: 'Mina fullmakter',
    lead: 'Ombud som får se dina uppgifter, och medlemmar som har gett dig fullmakt.',
    readOnlyNote: 'Du kan se fullmakterna men inte ge eller ta bort några.',
    onlyMemberGives:
      'Fullmakter ger medlemmen själv. Du kan ta bort en fullmakt åt medlemmen, men inte ge en i medlemmens namn.',
  },
  given: {
    heading: 'Fullmakter du har gett',
    emptyTitle: 'Du har inte gett någon fullmakt',
    emptyText:
      'Med en fullmakt kan till exempel ett barn eller en redovisningskonsult se din skog och ekonomi, men inte ändra något.',
  },
  held: {
    heading: 'Fullmakter du har fått',
    emptyTitle: 'Du har inga fullmakter från andra',
    emptyText: 'När en medlem ger dig fullmakt visas den här, och du kan välja medlemmen när du loggar in.',
    from: 'Från',
  },
  item: {
    holder: 'Ombud',
    scope: 'Omfattning',
    allEstates: 'Alla fastigheter',
    noEstates: 'Alla fastigheter (inga registrerade ännu)',
    access: 'Behörighet',
    readOnly: 'Endast läsrätt',
    validUntil: 'Giltig till och med',
    untilFurtherNotice: 'Tills vidare',
    givenAt: 'Given',
    document: 'Öppna fullmakten',
    documentType: '(pdf)',
    documentFor: (name: string) => `för ${name}`,
    removeShort: 'Ta bort',
    removeFor: (name: string) => `fullmakten för ${name}`,
  },
  status: {
    active: 'Aktiv',
    expired: 'Har gått ut',
    revoked: 'Borttagen',
  } satisfies Record<MandateStatus, string>,
  remove: {
    title: 'Ta bort fullmakten?',
    body: (name: string) =>
      `${name} kan då inte längre se dina uppgifter. Det gäller direkt, även om personen är inloggad just nu.`,
    confirm: 'Ja, ta bort fullmakten',
    cancel: 'Avbryt',
    done: (name: string) => `Fullmakten för ${name} är borttagen.`,
  },
  give: {
    open: 'Ge en fullmakt',
    heading: 'Ge en fullmakt',
    intro:
      'Ombudet får se dina uppgifter med läsrätt, men kan inte beställa eller ändra något. Den du ger fullmakt behöver ha loggat in här en gång med BankID.',
    personalNumber: 'Ombudets personnummer',
    personalNumberHint: '10 eller 12 siffror, till exempel 19121212-1212',
    emptyPersonalNumber: 'Skriv personnumret för den du vill ge fullmakt.',
    badPersonalNumber: 'Kontrollera personnumret. Det ska ha 10 eller 12 siffror och en rätt kontrollsiffra.',
    lookUp: 'Sök person',
    lookingUp: 'Söker…',
    found: 'Du ger fullmakt till',
    changePerson: 'Byt person',
    estates: 'Vilka fastigheter ska fullmakten gälla?',
    estatesHint: 'Om du väljer alla gäller fullmakten också fastigheter du får senare.',
    noEstates: 'Du har inga fastigheter registrerade. Fullmakten gäller alla fastigheter du får senare.',
    noEstateChosen: 'Välj minst en fastighet.',
    endDate: 'Sista giltighetsdag (valfritt)',
    endDateHint: 'Lämna tomt om fullmakten ska gälla tills du tar bort den.',
    pastEndDate: 'Välj dagens datum eller ett senare.',
    badEndDate: 'Skriv ett datum som finns, till exempel 2027-12-31, eller lämna fältet tomt.',
    confirm: 'Ge fullmakt',
    giving: 'Ger fullmakt…',
    cancel: 'Avbryt',
    done: (name: string) => `Klart! ${name} har nu fullmakt med läsrätt.`,
    unexpected: 'Något gick fel. Försök igen om en stund.',
  },
} as const;
