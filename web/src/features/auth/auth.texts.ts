export const authTexts = {
  login: {
    title: 'Logga in',
    lead: 'Logga in med BankID för att se din skog, dina kontrakt och din ekonomi.',
    unavailableTitle: 'Inloggningen öppnar snart',
    unavailableText:
      'Inloggning med BankID är inte på plats i den här versionen av portalen. Har du frågor? Kontakta supporten.',
    support: 'Till supporten',
    accessibility: 'Tillgänglighetsredogörelse',
  },
  loginSelection: {
    title: 'Vem vill du företräda?',
    lead: 'Välj om du vill se dina egna uppgifter, ditt företags eller någon som har gett dig fullmakt.',
    emptyTitle: 'Inga val att visa',
    emptyText: 'När du har loggat in med BankID visas här vilka du kan företräda.',
    toLogin: 'Till inloggningen',
  },
  loginRedirect: {
    title: 'Loggar in',
    progress: 'Vi loggar in dig',
  },
  memberMissing: {
    title: 'Vi hittar inget medlemskap',
    lead: 'Du är inte registrerad som medlem eller leverantör hos oss.',
    text: 'Är du skogsägare och vill bli medlem, eller tror du att något är fel? Hör av dig så hjälper vi dig.',
    contact: 'Mejla supporten',
  },
  logout: {
    title: 'Du loggas ut',
    progress: 'Loggar ut',
  },
} as const;
