/** The accessibility statement, in the structure DIGG prescribes for a tillgänglighetsredogörelse. */
export const accessibilityTexts = {
  title: 'Tillgänglighetsredogörelse',
  lead: (association: string, product: string) =>
    `${association} står bakom ${product}. Vi vill att så många som möjligt ska kunna använda portalen. Här beskriver vi hur den uppfyller kraven på tillgänglighet, vilka kända brister som finns och hur du kan påtala problem.`,
  statusHeading: 'Hur tillgänglig är portalen?',
  status:
    'Portalen är delvis förenlig med WCAG 2.2 nivå AA (enligt standarden EN 301 549), på grund av de brister som beskrivs nedan.',
  helpHeading: 'Vad kan du göra om du inte kan använda delar av portalen?',
  help: 'Om du behöver innehåll från portalen i ett annat format, till exempel ett dokument som inte fungerar med din skärmläsare, kan du kontakta oss:',
  feedbackHeading: 'Rapportera brister i portalens tillgänglighet',
  feedback:
    'Vi strävar hela tiden efter att förbättra portalens tillgänglighet. Om du upptäcker problem som inte beskrivs på den här sidan, eller om du anser att vi inte uppfyller kraven, meddela oss så att vi får veta att problemet finns. Vi svarar inom fem arbetsdagar.',
  email: 'E-post',
  phone: 'Telefon',
  supervisionHeading: 'Tillsyn',
  supervision:
    'Myndigheten för digital förvaltning (Digg) ansvarar för tillsyn av lagen om tillgänglighet till digital offentlig service. Om du inte är nöjd med hur vi hanterar dina synpunkter kan du kontakta Digg och påtala det.',
  supervisionLink: 'Anmäl till Digg',
  technicalHeading: 'Teknisk information om portalens tillgänglighet',
  technical: 'Portalen är delvis förenlig med WCAG 2.2 nivå AA på grund av följande brister.',
  problemsHeading: 'Innehåll som inte är tillgängligt',
  problems: [
    'Kartan i kartvyn kan inte användas fullt ut utan att se den. Samma uppgifter om fastigheter och bestånd finns i textform under Mina verksamheter.',
    'Äldre dokument (PDF) kan sakna struktur för skärmläsare. Kontakta oss så får du dem i ett annat format.',
    'Chatten och hjälpfunktionen kommer från andra leverantörer. Vi kan inte garantera att de uppfyller kraven.',
  ],
  exemptionsHeading: 'Undantag',
  exemptions:
    'Kartor som inte är avsedda för navigering omfattas inte av kraven (9 § lagen om tillgänglighet till digital offentlig service). Vi gör ändå kartans innehåll tillgängligt i textform.',
  methodHeading: 'Hur vi testat portalen',
  method:
    'Vi har gjort en självskattning (intern granskning) av portalen. Varje ändring testas automatiskt mot WCAG 2.2 nivå A och AA på alla sidor med verktyget axe, och vi går igenom portalen med enbart tangentbord och med skärmläsare.',
  assessed: 'Senaste bedömningen gjordes den 22 november 2026.',
  updated:
    'Portalen publicerades den 22 november 2026. Redogörelsen uppdaterades senast den 22 november 2026.',
} as const;

export const DIGG_COMPLAINT_URL = 'https://www.digg.se/tdosanmalan';
