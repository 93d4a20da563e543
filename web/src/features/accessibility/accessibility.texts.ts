/**
 * The accessibility statement, in the structure DIGG prescribes for a tillgänglighetsredogörelse
 * (docs/quality.md section 4). Update the dates, the list of problems and the method whenever they change.
 */
const LAW = 'lag (2018:1937) om tillgänglighet till digital offentlig service';

export const accessibilityTexts = {
  title: 'Tillgänglighetsredogörelse',
  lead: (association: string, product: string) =>
    `${association} står bakom ${product}, föreningens portal för skogsägare. Vi vill att så många som möjligt ska kunna använda portalen. Här beskriver vi hur ${product} uppfyller lagen om tillgänglighet till digital offentlig service, vilka brister vi känner till och hur du kan berätta för oss om problem.`,
  statusHeading: 'Hur tillgänglig är portalen?',
  status: `Portalen är delvis förenlig med ${LAW} och med WCAG 2.2 nivå AA. Det mesta fungerar, men det finns några brister. Du kan läsa om dem längre ned på sidan.`,
  helpHeading: 'Vad kan du göra om du inte kan använda delar av portalen?',
  help: 'Behöver du något från portalen på ett annat sätt, eller kommer du inte vidare? Kontakta oss, så hjälper vi dig.',
  email: 'E-post',
  phone: 'Telefon',
  feedbackHeading: 'Rapportera brister i portalens tillgänglighet',
  feedback:
    'Vi vill gärna veta om något i portalen inte fungerar för dig, eller om du tycker att vi inte uppfyller lagen. Skriv vad du försökte göra och på vilken sida. Vi svarar inom fem arbetsdagar.',
  feedbackLink: 'Skicka e-post om ett problem med tillgängligheten',
  feedbackSubject: 'Brist i tillgängligheten',
  supervisionHeading: 'Tillsyn',
  supervision:
    'Myndigheten för digital förvaltning (Digg) har tillsyn över lagen om tillgänglighet till digital offentlig service. Om du inte är nöjd med hur vi tar hand om dina synpunkter kan du anmäla det till Digg.',
  supervisionLink: 'Anmäl till Digg',
  technicalHeading: 'Teknisk information om portalens tillgänglighet',
  technical: `Portalen är delvis förenlig med ${LAW}, på grund av de brister som beskrivs nedan.`,
  problemsHeading: 'Innehåll som inte är tillgängligt',
  problemsLead: 'Det här fungerar inte som lagen kräver:',
  /** Per situation, as DIGG recommends: what does not work, and why. */
  problems: [
    {
      situation: 'När du är inloggad',
      text: 'Du loggas ut efter 30 minuter utan aktivitet. För medarbetare som hjälper en medlem är tiden 15 minuter. Portalen varnar inte innan, och du kan inte be om mer tid. Det du har skrivit men inte skickat, till exempel i ansökan om medlemskap, försvinner då. (WCAG 2.2.1)',
    },
    {
      situation: 'När du loggar in med BankID',
      text: 'Det är BankID som bestämmer hur länge QR-koden och inloggningen gäller, och tiden går inte att förlänga. Hinner du inte, välj Försök igen. Du kan också öppna BankID på samma enhet, så behöver du ingen QR-kod. (WCAG 2.2.1)',
    },
    {
      situation: 'Chatt och assistent',
      text: 'Chatten och den inbyggda assistenten kommer från andra leverantörer. Vi har inte granskat dem och kan inte lova att de går att använda med tangentbord eller skärmläsare.',
    },
    {
      situation: 'Enkäten',
      text: 'Enkäten som du når från meddelandet ”Hjälp oss att bli bättre” finns hos en annan leverantör. Vi har inte granskat den.',
    },
  ],
  burdenHeading: 'Oskäligt betungande anpassning',
  burden:
    'Vi gör inga undantag för att en anpassning skulle vara oskäligt betungande (12 § lagen om tillgänglighet till digital offentlig service).',
  outOfScopeHeading: 'Innehåll som inte omfattas av lagen',
  outOfScope:
    'Kartan i Kartvy går inte att använda fullt ut utan att se den, till exempel med en skärmläsare. Kartor som inte är till för att hitta vägen omfattas inte av lagens krav (9 § lagen om tillgänglighet till digital offentlig service). Vill du ha uppgifterna om dina fastigheter på ett annat sätt, kontakta oss.',
  methodHeading: 'Hur vi testat portalen',
  method:
    'Vi har gjort en självskattning, alltså granskat portalen själva. Ingen utomstående har granskat den.',
  methods: [
    'Varje gång vi ändrar portalen testas alla sidor automatiskt med verktyget axe mot WCAG 2.2 nivå A och AA. Det görs på datorskärm och på mobilskärm, och även när menyer, dialogrutor och felmeddelanden visas.',
    'Automatiska tester använder portalen med bara tangentbordet: inloggningen, menyerna och inställningarna för kakor.',
    'Automatiska tester hittar inte alla brister. Därför vill vi gärna höra från dig.',
  ],
  assessed: 'Senaste bedömningen gjordes den 23 november 2026.',
  published: 'Portalen publicerades den 22 november 2026.',
  updated: 'Redogörelsen uppdaterades senast den 23 november 2026.',
} as const;

export const DIGG_COMPLAINT_URL = 'https://www.digg.se/tdosanmalan';
