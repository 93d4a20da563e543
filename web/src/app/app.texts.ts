export const appTexts = {
  skipToContent: 'Hoppa till huvudinnehållet',
  home: 'till startsidan',
  mainMenu: 'Huvudmeny',
  menu: 'Meny',
  closeMenu: 'Stäng meny',
  nav: {
    overview: 'Översikt',
    map: 'Kartvy',
    services: 'Skogliga tjänster',
    contact: 'Kontakta oss',
  },
  notifications: 'Aviseringar',
  /** The bell's accessible name, so a screen reader hears the count the badge shows. */
  notificationsBell: (unread: number): string =>
    unread === 0 ? 'Aviseringar' : `Aviseringar, ${String(unread)} ${unread === 1 ? 'oläst' : 'olästa'}`,
  cart: 'Varukorg',
  /** The cart button's accessible name, so a screen reader hears the count the badge shows. */
  cartButton: (count: number): string =>
    count === 0 ? 'Varukorg' : `Varukorg, ${String(count)} ${count === 1 ? 'tjänst' : 'tjänster'}`,
  myPages: 'Mina sidor',
  profileMenu: 'Mina sidor, meny',
  logout: 'Logga ut',
  unsentBeforeLogout: {
    title: 'Observationer som inte är skickade',
    text: (count: number): string =>
      count === 1
        ? 'En observation från skogen är inte skickad än. Loggar du ut nu försvinner den från den här enheten.'
        : `${String(count)} observationer från skogen är inte skickade än. Loggar du ut nu försvinner de från den här enheten.`,
    advice: 'Stanna kvar tills du har nät och de är skickade, eller logga ut ändå.',
    logoutAnyway: 'Logga ut ändå',
    stay: 'Stanna kvar',
  },
  signedInAs: 'Inloggad som',
  actingFor: 'Företräder',
  switchWhom: 'Byt vem du företräder',
  login: 'Logga in',
  backToProduct: 'Tillbaka till tjänsterna',
  footer: {
    label: 'Sidfot',
    certifications: 'Certifierat skogsbruk enligt FSC® och PEFC™.',
    terms: 'Användarvillkor',
    chatbotTerms: 'Villkor för chattbot',
    cookieSettings: 'Cookieinställningar',
    accessibility: 'Tillgänglighetsredogörelse',
    support: 'Support',
    supportContact: 'Kontakta supporten',
  },
  healthWarning:
    'Vi har tekniska problem just nu och vissa tjänster kan vara otillgängliga. Vi arbetar på att lösa det och ber om ursäkt för besväret.',
  checkingLogin: 'Kontrollerar inloggningen',
  errorPage: {
    title: 'Åh nej!',
    code: 'Felkod 500',
    text: 'Nu blev det (skogs)tokigt. Det är inte du, det är vi...',
    reload: 'Ladda om sidan',
    support: 'Mejla supporten',
    pageTitle: 'Något gick fel',
  },
  notFound: {
    title: 'Sidan finns inte',
    text: 'Vi hittar inte sidan du söker. Den kan ha flyttats eller tagits bort.',
    home: 'Gå till startsidan',
  },
  cookies: {
    bannerLabel: 'Kakor (cookies)',
    bannerTitle: 'Vi använder kakor',
    bannerText:
      'Nödvändiga kakor behövs för att portalen ska fungera. Med ditt samtycke använder vi också kakor för att mäta hur portalen används och för att anpassa innehållet.',
    acceptAll: 'Godkänn alla',
    onlyNecessary: 'Endast nödvändiga',
    settings: 'Inställningar',
  },
} as const;
