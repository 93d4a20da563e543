import type { OrderStatus } from '#contracts/checkout';

/** What the cart panel, the checkout and the order confirmation say. */

const count = (n: number, one: string, many: string): string => `${String(n)} ${n === 1 ? one : many}`;

/** How an order line's area reads: "Avdelning 4", "Avdelning 3, 4 och 7", or a drawn area. */
const stands = (numbers: readonly number[]): string => {
  if (numbers.length === 0) return 'Ritat område på kartan';
  const listed = numbers.map(String);
  const last = listed.pop() ?? '';
  return listed.length === 0 ? `Avdelning ${last}` : `Avdelning ${listed.join(', ')} och ${last}`;
};

/** The price note and what happens after an order, the same at checkout and on the confirmation. */
const estimateNote =
  'Priset är en uppskattning utifrån arealen. Rådgivaren går igenom beställningen med dig och bekräftar priset innan arbetet börjar. Du betalar ingenting nu: du får en faktura när arbetet är utfört.';

export const checkoutTexts = {
  line: {
    title: (service: string, estate: string) => `${service} på ${estate}`,
    stands,
    area: 'Område',
    quantity: 'Antal',
    preferredTime: 'Önskad tid',
    wishes: 'Önskemål',
    priceLines: 'Så har vi räknat',
    lineDetail: (quantity: string, unitPrice: string) => `${quantity} à ${unitPrice}`,
    lineNet: 'Pris exkl. moms',
    lineTotal: 'Pris inkl. moms',
    addedOnBehalf: (name: string) => `Tillagd av ${name} för din räkning`,
  },
  totals: {
    heading: 'Att betala',
    net: 'Summa exkl. moms',
    vat: 'Moms 25 %',
    total: 'Att betala inkl. moms',
    note: estimateNote,
  },
  cartPanel: {
    heading: 'Varukorg',
    loading: 'Hämtar varukorgen',
    count: (n: number) => `Du har ${count(n, 'tjänst', 'tjänster')} i varukorgen.`,
    itemsLabel: 'Tjänsterna i varukorgen',
    priceIncVat: (price: string) => `${price} inkl. moms`,
    total: 'Totalt inkl. moms',
    toCheckout: 'Till kassan',
    emptyTitle: 'Varukorgen är tom.',
    emptyText: 'Lägg till skogliga tjänster du vill beställa.',
    toServices: 'Till skogliga tjänster',
  },
  checkout: {
    title: 'Kassa',
    lead: 'Kontrollera din beställning innan du skickar den.',
    emptyTitle: 'Varukorgen är tom',
    emptyText: 'Lägg till de skogliga tjänster du vill beställa.',
    action: 'Se skogliga tjänster',
    closedTitle: 'Beställning är stängd just nu',
    closedText:
      'Det går inte att beställa skogliga tjänster här just nu. Kontakta din rådgivare så hjälper vi dig.',
    linesHeading: 'Din beställning',
    linesCount: (n: number) => `${count(n, 'tjänst', 'tjänster')} i varukorgen.`,
    change: 'Ändra',
    changeLabel: (what: string) => `Ändra ${what}`,
    remove: 'Ta bort',
    removeLabel: (what: string) => `Ta bort ${what}`,
    removeQuestion: (what: string) => `Vill du ta bort ${what} från varukorgen?`,
    removeConfirm: 'Ja, ta bort',
    removing: 'Tar bort…',
    cancel: 'Avbryt',
    removed: (what: string) => `${what} är borttagen från varukorgen.`,
    removeFailed: 'Det gick inte att ta bort tjänsten. Försök igen om en liten stund.',
    saved: (what: string) => `Ändringen av ${what} är sparad och priset är räknat om.`,
    contactHeading: 'Dina kontaktuppgifter',
    contactLead: 'Rådgivaren hör av sig till dig för att gå igenom beställningen.',
    name: 'Namn',
    email: 'E-post',
    emailHint: 'Hit skickar vi orderbekräftelsen.',
    phone: 'Telefon',
    reachHint: 'Fyll i minst en av e-post och telefon.',
    messageHeading: 'Meddelande till rådgivaren',
    message: 'Meddelande',
    optional: '(frivilligt)',
    messageHint: 'Något som gäller hela beställningen, till exempel när du är lättast att nå.',
    termsHeading: 'Villkor',
    termsVersion: (version: string) => `Villkor för beställning av skogliga tjänster, version ${version}`,
    acceptTerms: 'Jag har läst och godkänner villkoren',
    submit: 'Skicka beställning',
    submitting: 'Skickar beställningen…',
    errorHeading: 'Beställningen kunde inte skickas',
    cartChanged: 'Varukorgen har ändrats sedan du granskade den. Kontrollera beställningen igen.',
  },
  edit: {
    heading: (what: string) => `Ändra ${what}`,
    loading: 'Hämtar tjänsten',
    preferredTime: 'När vill du att arbetet görs?',
    choosePreferredTime: 'Välj tid',
    wishes: 'Önskemål',
    quantityHint: (min: string, max: string) => `Ett heltal mellan ${min} och ${max}.`,
    save: 'Spara ändringen',
    saving: 'Sparar…',
    cancel: 'Avbryt',
    errorHeading: 'Ändringen kunde inte sparas',
    errors: {
      quantity: 'Skriv antalet som ett heltal.',
      quantityRange: (min: string, max: string) => `Skriv ett antal mellan ${min} och ${max}.`,
      wishesTooLong: (max: number) => `Skriv högst ${String(max)} tecken.`,
      preferredTime: 'Välj när du vill att arbetet görs.',
    },
  },
  /** The order terms the checkout shows; `cart.termsVersion` names the version the server records. */
  terms: [
    'Beställningen är en förfrågan om att vi utför tjänsten på din fastighet. Avtalet gäller när rådgivaren har gått igenom beställningen med dig och ni är överens.',
    'Priset i kassan är en uppskattning utifrån arealen och uppgifterna du har lämnat. Rådgivaren bekräftar priset innan arbetet börjar. Blir det dyrare frågar vi dig först.',
    'Vi planerar arbetet tillsammans med dig utifrån önskad tid, väder och markens skick.',
    'Du betalar mot faktura när arbetet är utfört. Betalningsvillkoret är 30 dagar.',
    'Du kan avbeställa utan kostnad tills arbetet är inplanerat. Därefter kan vi ta betalt för kostnader vi redan har haft.',
    'Vi använder dina uppgifter för att kunna utföra beställningen och kontakta dig om den.',
  ],
  orderConfirmation: {
    title: 'Orderbekräftelse',
    emptyTitle: 'Det finns ingen order att visa',
    emptyText:
      'Vi hittar ingen beställning med det numret. När du har skickat en beställning ser du bekräftelsen här.',
    action: 'Se skogliga tjänster',
    /** The page's first heading follows the order's step. */
    headline: {
      received: 'Tack för din beställning!',
      confirmed: 'Rådgivaren har bekräftat beställningen',
      scheduled: 'Arbetet är inplanerat',
      done: 'Arbetet är utfört',
      'price-accepted': 'Arbetet är utfört',
      'price-declined': 'Arbetet är utfört',
      cancelled: 'Beställningen är avbruten',
    } satisfies Record<OrderStatus, string>,
    answerPrice: 'Arbetet är utfört: svara om det nya slutpriset',
    finalPrice: {
      heading: 'Det nya slutpriset väntar på ditt svar',
      intro: (final: string, estimate: string) =>
        `Slutpriset blev ${final} inkl. moms, mer än de ${estimate} du godkände när du beställde. ` +
        'Vi tar inte betalt för mer än du har godkänt.',
      reason: 'Rådgivarens förklaring',
      accept: 'Godkänn det nya priset med BankID',
      decline: 'Avböj det nya priset',
      declineTitle: 'Avböja det nya slutpriset?',
      declineText: (estimate: string) =>
        `Du betalar då det uppskattade priset, ${estimate} inkl. moms. Rådgivaren får veta ditt svar.`,
      declineConfirm: 'Ja, avböj',
      declineBusy: 'Avböjer …',
      keep: 'Nej, tillbaka',
      readOnly: 'Medlemmen svarar själv om det nya slutpriset.',
    },
    toPay: {
      estimate: 'Det uppskattade priset gäller.',
      final: 'Slutpriset gäller.',
      nothing: 'Beställningen är avbruten, så du betalar ingenting.',
    },
    number: 'Ordernummer',
    placedAt: 'Beställd',
    status: 'Status',
    placedOnBehalf: (name: string) => `${name} har lagt beställningen för din räkning.`,
    mailSent: (email: string) => `Vi har skickat en orderbekräftelse till ${email}.`,
    noMail:
      'Du angav ingen e-postadress, så vi har inte skickat någon bekräftelse per e-post. Spara eller skriv ut den här sidan.',
    linesHeading: 'Det här har du beställt',
    contactHeading: 'Så når rådgivaren dig',
    messageHeading: 'Ditt meddelande',
    nextHeading: 'Så går det till nu',
    nextCall: (advisor: string | null) =>
      advisor === null
        ? 'En rådgivare ringer dig inom fem arbetsdagar och går igenom beställningen med dig.'
        : `${advisor}, din rådgivare, ringer dig inom fem arbetsdagar och går igenom beställningen med dig.`,
    nextSchedule: 'Ni bestämmer tillsammans när arbetet görs, och vi planerar in det.',
    nextInvoice:
      'Du får en faktura när arbetet är utfört. Värdering och anbud för avverkning är kostnadsfria.',
    advisorHeading: 'Din rådgivare',
    noAdvisor: 'Du har ingen egen rådgivare ännu. Vi lämnar beställningen till en rådgivare i ditt område.',
    call: (name: string) => `Ring ${name}`,
    mail: (name: string) => `Mejla ${name}`,
    print: 'Skriv ut',
    toOverview: 'Till översikten',
  },
} as const;
