/** The texts of the pages after BankID; the login page has its own (login.texts.ts), so it loads no more. */
export const authTexts = {
  loginSelection: {
    title: 'Vem vill du företräda?',
    lead: 'Välj om du vill se dina egna uppgifter, ditt företags eller någon som har gett dig fullmakt.',
    greeting: (name: string) => `Välkommen, ${name}!`,
    anonymousTitle: 'Logga in först',
    anonymousText: 'När du har loggat in med BankID visas här vilka du kan företräda.',
    toLogin: 'Till inloggningen',
    optionsHeading: 'Du kan företräda',
    current: 'Du företräder nu',
    choose: (name: string) => `Företräd ${name}`,
    choosing: 'Byter…',
    noOptionsTitle: 'Du har ingen att företräda',
    noOptionsText:
      'Vi hittar inget medlemskap, inget företag och ingen fullmakt kopplad till dig. Hör av dig till supporten om du tror att något är fel.',
    workspaceHeading: 'Personalens arbetsyta',
    workspaceLead:
      'Beställningar, meddelanden, observationer från skogen, mötesbokningar, ändrade betalningsplaner och medlemsansökningar att ta hand om.',
    toWorkspace: 'Till ärendena',
    enteringWorkspace: 'Öppnar…',
    staffHeading: 'Sök medlem som personal',
    staffLead: 'Sök fram medlemmen för att visa medlemmens uppgifter eller hjälpa medlemmen.',
    searchLabel: 'Medlemsnummer, personnummer, namn eller fastighetsbeteckning',
    searchHint: 'Till exempel 100245, ÅÅÅÅMMDD-NNNN, Lindqvist eller Ekeby 2:7',
    search: 'Sök',
    searching: 'Söker…',
    resultsLabel: 'Medlemmar som matchar sökningen',
    resultCount: (count: number, more: boolean) =>
      more
        ? `Fler än ${String(count)} medlemmar matchar. De ${String(count)} första visas: skriv mer av namnet eller beteckningen för att hitta fler.`
        : count === 1
          ? '1 medlem matchar sökningen.'
          : `${String(count)} medlemmar matchar sökningen.`,
    view: (name: string) => `Visa ${name}`,
    serve: (name: string) => `Hjälp ${name} (kan ändra)`,
  },
  loginRedirect: {
    title: 'Loggar in',
    progress: 'Vi loggar in dig',
    failedTitle: 'Inloggningen kunde inte slutföras',
    toLogin: 'Logga in igen',
  },
  memberMissing: {
    title: 'Vi hittar inget medlemskap',
    lead: 'Du är inte registrerad som medlem eller leverantör hos oss.',
    becomeMemberHeading: 'Vill du bli medlem?',
    becomeMember: (association: string) =>
      `Äger du skog och vill bli medlem i ${association}? Hör av dig, så lägger vi upp dig och hjälper dig med ansökan.`,
    aboutMembership: 'Läs om vad medlemskapet ger',
    email: 'Mejla oss',
    phone: 'Ring oss',
    wrong: 'Är du redan medlem eller leverantör och tror att något är fel? Hör av dig på samma sätt.',
    logout: 'Logga ut',
  },
  logout: {
    title: 'Du loggas ut',
    progress: 'Loggar ut',
  },
} as const;
