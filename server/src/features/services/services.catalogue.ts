import type { StandAction } from '#contracts/estates';
import type { Service } from '#contracts/services';

/**
 * The association's forest services and what they cost, excluding VAT (docs/domain.md 5). Kept as code
 * rather than in the database: the texts are reviewed copy, there is no staff screen to edit them yet, and
 * every order line keeps its own snapshot, so moving prices into a table later changes no placed order.
 */

export const VAT_PERCENT = 25;

const kr = (kronor: number): number => Math.round(kronor * 100);

const AFTER_ORDER_CALL =
  'Din skogsinspektor ringer dig inom fem arbetsdagar och går igenom beställningen med dig.';
const AFTER_ORDER_INVOICE = 'Du får en faktura när arbetet är utfört. Priset bekräftas innan arbetet börjar.';

const service = (entry: Omit<Service, 'forActions'> & { forActions: readonly StandAction[] }): Service => ({
  ...entry,
  forActions: [...entry.forActions],
});

export const SERVICES: readonly Service[] = [
  service({
    name: 'plantering',
    title: 'Plantering',
    summary: 'Vi planterar ny skog efter avverkningen, med plantor som passar din mark.',
    description: [
      'En ny skog börjar med rätt planta på rätt plats. Vi väljer trädslag och plantor efter ståndorten: ' +
        'gran på frisk och bördig mark, tall på torrare och magrare mark.',
      'Priset gäller per planta och omfattar plantan, transport och plantering. Vanligt är 2 000–2 500 ' +
        'plantor per hektar; du väljer antalet och skogsinspektorn ger råd.',
    ],
    suitsWhen: [
      'Efter slutavverkning, helst första eller andra våren efter avverkningen.',
      'När marken är markberedd, så att plantorna klarar sig bättre mot snytbagge och torka.',
      'Skogslagen kräver att ny skog är anlagd senast tre år efter avverkningen.',
    ],
    afterOrder: [
      AFTER_ORDER_CALL,
      'Vi beställer plantor av rätt trädslag och härkomst i god tid före planteringssäsongen.',
      'Planteringen görs under våren eller försommaren, och vi följer upp att plantorna har etablerat sig.',
      AFTER_ORDER_INVOICE,
    ],
    price: {
      model: 'per-plant',
      unitPriceOre: kr(5.5),
      basePriceOre: null,
      quantity: { label: 'Plantor per hektar', unit: 'plantor/ha', min: 1500, max: 3000, default: 2300 },
      minimumOre: kr(3000),
      vatPercent: VAT_PERCENT,
    },
    forActions: ['Plantering'],
  }),
  service({
    name: 'rojning',
    title: 'Röjning',
    summary: 'Vi röjer den unga skogen så att de bästa träden får plats att växa.',
    description: [
      'Vid röjning tar vi bort en del av de unga träden och sly, så att de träd som ska bli framtidens ' +
        'skog får ljus, vatten och näring. Rätt röjd skog växer snabbare och blir stormfastare.',
      'Vi lämnar de bästa stammarna med jämnt avstånd och sparar löv där det gynnar naturvärden och ' +
        'viltbete.',
    ],
    suitsWhen: [
      'När den unga skogen är 2–5 meter hög, ofta 10–15 år efter planteringen (huggningsklass R1–R2).',
      'När lövsly tar över och tränger undan barrplantorna.',
      'Innan första gallringen, så att gallringen ger bättre virke och mer betalt.',
    ],
    afterOrder: [
      AFTER_ORDER_CALL,
      'Skogsinspektorn besöker beståndet vid behov och bestämmer med dig hur tätt skogen ska lämnas.',
      'Röjningen görs under barmarksperioden av erfarna röjare.',
      AFTER_ORDER_INVOICE,
    ],
    price: {
      model: 'per-ha',
      unitPriceOre: kr(3400),
      basePriceOre: null,
      quantity: null,
      minimumOre: kr(2500),
      vatPercent: VAT_PERCENT,
    },
    forActions: ['Röjning'],
  }),
  service({
    name: 'markberedning',
    title: 'Markberedning',
    summary: 'Vi bereder marken efter avverkningen så att de nya plantorna får en bra start.',
    description: [
      'Markberedning blottar mineraljorden där plantorna ska sättas. Det ger plantorna värme, fukt och ' +
        'näring och skyddar dem mot snytbagge. Fler plantor överlever och växer snabbare.',
      'Vi väljer metod efter marken, vanligast harvning, och tar hänsyn till fornlämningar, vattendrag ' +
        'och stigar.',
    ],
    suitsWhen: [
      'Efter slutavverkning, inför plantering eller naturlig föryngring.',
      'Helst hösten efter avverkningen eller våren före planteringen.',
    ],
    afterOrder: [
      AFTER_ORDER_CALL,
      'Vi planerar in arbetet med en maskin i ditt område och meddelar dig innan den kommer.',
      'Efteråt kan du beställa plantering på samma yta.',
      AFTER_ORDER_INVOICE,
    ],
    price: {
      model: 'per-ha',
      unitPriceOre: kr(3300),
      basePriceOre: null,
      quantity: null,
      minimumOre: kr(3000),
      vatPercent: VAT_PERCENT,
    },
    forActions: ['Markberedning'],
  }),
  service({
    name: 'gallring',
    title: 'Gallring',
    summary: 'Vi gallrar din skog och köper virket. Värderingen och anbudet är kostnadsfria.',
    description: [
      'Vid gallring tar vi ut en del av träden så att de som står kvar växer sig grövre och mer ' +
        'värdefulla. Virket från gallringen ger dig en inkomst redan i dag.',
      'Skogsinspektorn gör en kostnadsfri virkesvärdering och lämnar ett anbud. Du bestämmer sedan om ' +
        'du vill teckna ett avverkningsuppdrag.',
    ],
    suitsWhen: [
      'När skogen är 25–45 år och träden börjar stå för tätt (huggningsklass G1).',
      'När skogsbruksplanen föreslår gallring, ofta två gånger under skogens liv.',
    ],
    afterOrder: [
      AFTER_ORDER_CALL,
      'Skogsinspektorn besöker skogen, värderar virket och lämnar ett skriftligt anbud.',
      'Tackar du ja tecknar ni ett kontrakt, som du sedan följer under Kontrakt på Mina sidor.',
    ],
    price: {
      model: 'fixed',
      unitPriceOre: 0,
      basePriceOre: null,
      quantity: null,
      minimumOre: 0,
      vatPercent: VAT_PERCENT,
    },
    forActions: ['Gallring'],
  }),
  service({
    name: 'slutavverkning',
    title: 'Slutavverkning',
    summary: 'Vi avverkar den mogna skogen och köper virket. Värderingen och anbudet är kostnadsfria.',
    description: [
      'Vid slutavverkning skördas den mogna skogen och en ny generation skog tar vid. Det är oftast ' +
        'skogsbrukets största inkomst.',
      'Skogsinspektorn gör en kostnadsfri virkesvärdering, hjälper dig med avverkningsanmälan och ' +
        'planerar hänsynen till natur och kulturmiljö.',
    ],
    suitsWhen: [
      'När skogen har nått lägsta tillåtna ålder och tillväxten avtar (huggningsklass S1–S2).',
      'När skogsbruksplanen föreslår slutavverkning.',
    ],
    afterOrder: [
      AFTER_ORDER_CALL,
      'Skogsinspektorn värderar virket och lämnar ett skriftligt anbud.',
      'Tackar du ja tecknar ni ett kontrakt, och vi anmäler avverkningen till Skogsstyrelsen minst sex ' +
        'veckor innan den börjar.',
    ],
    price: {
      model: 'fixed',
      unitPriceOre: 0,
      basePriceOre: null,
      quantity: null,
      minimumOre: 0,
      vatPercent: VAT_PERCENT,
    },
    forActions: ['Slutavverkning'],
  }),
  service({
    name: 'skogsbruksplan',
    title: 'Skogsbruksplan',
    summary: 'En ny skogsbruksplan med avdelningar, virkesförråd och åtgärdsförslag för tio år.',
    description: [
      'Skogsbruksplanen beskriver din skog avdelning för avdelning: ålder, trädslag, virkesförråd, ' +
        'tillväxt och vad som bör göras de närmaste tio åren.',
      'Planen är en grön plan med målklasser för naturvården och visas här i portalen och på kartan när ' +
        'den är klar.',
    ],
    suitsWhen: [
      'När din plan är äldre än tio år eller när skogen har förändrats efter storm eller avverkningar.',
      'När du har köpt, ärvt eller ska dela en fastighet.',
    ],
    afterOrder: [
      AFTER_ORDER_CALL,
      'En skogsbrukare inventerar skogen i fält under barmarksperioden.',
      'Du får planen att läsa här i portalen och går igenom den med skogsinspektorn.',
      AFTER_ORDER_INVOICE,
    ],
    price: {
      model: 'plan-plus-ha',
      unitPriceOre: kr(100),
      basePriceOre: kr(800),
      quantity: null,
      minimumOre: 0,
      vatPercent: VAT_PERCENT,
    },
    forActions: [],
  }),
  service({
    name: 'naturvard',
    title: 'Naturvård',
    summary: 'Rådgivning på plats om naturvärden, hänsyn och naturvårdande skötsel.',
    description: [
      'En naturvårdsrådgivare besöker din skog och hjälper dig att hitta och sköta naturvärdena: gamla ' +
        'träd, död ved, lövrika miljöer, kantzoner mot vatten och kulturlämningar.',
      'Du får råd om naturvårdande skötsel, om biotopskydd och naturvårdsavtal, och om vad som kan ' +
        'ge ersättning.',
    ],
    suitsWhen: [
      'När skogsbruksplanen föreslår en naturvårdsåtgärd eller har avdelningar med målklass NS eller NO.',
      'Innan en avverkning nära vatten, i lövrik skog eller där det finns kulturlämningar.',
    ],
    afterOrder: [
      AFTER_ORDER_CALL,
      'Ni bokar en dag då rådgivaren besöker skogen tillsammans med dig.',
      'Du får en skriftlig sammanfattning med rekommendationer efter besöket.',
      AFTER_ORDER_INVOICE,
    ],
    price: {
      model: 'fixed',
      unitPriceOre: kr(3500),
      basePriceOre: null,
      quantity: null,
      minimumOre: 0,
      vatPercent: VAT_PERCENT,
    },
    forActions: ['Naturvårdsåtgärd'],
  }),
  service({
    name: 'skogsvagar',
    title: 'Skogsvägar',
    summary: 'Nya skogsbilvägar och förbättring av befintliga, så att virket kan köras ut året runt.',
    description: [
      'En bra väg gör skogen lättare att sköta och ger bättre betalt för virket. Vi projekterar, ' +
        'söker de tillstånd som behövs och bygger eller förbättrar vägen.',
      'Priset gäller per meter väg. Markera området där vägen ska gå och ange ungefär hur lång den blir.',
    ],
    suitsWhen: [
      'När virket inte kan köras ut under hela året, eller när en avverkning planeras i ett område utan väg.',
      'När en befintlig väg behöver nytt slitlager, diken eller trummor.',
    ],
    afterOrder: [
      AFTER_ORDER_CALL,
      'En vägplanerare besöker platsen, tar fram en vägplan och anmäler vägen till Skogsstyrelsen.',
      'Vägen byggs under barmarksperioden.',
      AFTER_ORDER_INVOICE,
    ],
    price: {
      model: 'per-metre',
      unitPriceOre: kr(180),
      basePriceOre: null,
      quantity: { label: 'Vägens längd', unit: 'm', min: 10, max: 5000, default: 500 },
      minimumOre: kr(10_000),
      vatPercent: VAT_PERCENT,
    },
    forActions: [],
  }),
];

const BY_NAME = new Map<string, Service>(SERVICES.map((entry) => [entry.name, entry]));

/** The service by its URL name; undefined for a name the catalogue does not have. */
export const serviceNamed = (name: string): Service | undefined => BY_NAME.get(name);
