import type { CuttingClass } from '#contracts/estates';
import type { FOLLOW_UP_SERVICES, IncomeKind } from '#contracts/forest-decisions';

const NOT_TAX_ADVICE = 'Det här är en uppskattning, inte skatterådgivning.';

/** "Nu", "Om 10 år": an alternative by its years from now. */
const alternative = (yearsFromNow: number): string =>
  yearsFromNow === 0 ? 'Nu' : `Om ${String(yearsFromNow)} år`;

export const forestDecisionsTexts = {
  page: {
    title: 'Räkna på avverkning',
    lead:
      'Jämför att slutavverka nu eller senare, och se hur en inkomst från avverkningen fördelas över åren. ' +
      'Vi räknar med avdelningarna i skogsbruksplanen, föreningens gällande priser och dagens ränta.',
    backToEstates: 'Tillbaka till Mina verksamheter',
  },
  calculation: {
    submit: 'Räkna',
    calculating: 'Räknar …',
    errorHeading: 'Kalkylen kunde inte göras',
  },
  harvest: {
    heading: 'Avverka nu eller senare',
    lead:
      'Välj en eller flera avdelningar att slutavverka tillsammans. Vi skriver fram dem med tillväxten och ' +
      'jämför att avverka nu, om 5, 10 och 15 år, räknat till dagens värde.',
    noStands:
      'Du har inga avdelningar i en skogsbruksplan hos oss, så det finns inget att räkna på. Kontakta din ' +
      'skogsinspektor om du vill ha en skogsbruksplan.',
    stands: 'Avdelningar att avverka',
    standsHint:
      'Åldern och volymen är skogsbruksplanens, framskrivna med tillväxten där planen är framskriven. ' +
      'Avdelningar som är mogna för slutavverkning står först.',
    standLabel: (number: number, area: string) => `Avd. ${String(number)}, ${area}`,
    standHint: (age: number, volume: string, action: string) => `${String(age)} år, ${volume}, ${action}`,
    otherStands: (count: number) => `Visa övriga avdelningar (${String(count)})`,
    discountRate: 'Kalkylränta (%)',
    discountRateHint:
      'Den avkastning du vill ha på pengarna utöver inflationen. 2,5 % är en vanlig kalkylränta i skogsbruket.',
  },
  harvestResult: {
    heading: 'Nu eller senare',
    disclaimer:
      'Det här är en uppskattning. Virket värderas efter dagens prislista och skogsvården efter dagens priser, ' +
      'utan moms. Prisförändringar, skador, risker och värdet av nästa skogsgeneration räknas inte med. ' +
      'Innan en avverkning anmäls till Skogsstyrelsen kontrollerar din skogsinspektor att avdelningen har nått ' +
      'lägsta ålder för föryngringsavverkning.',
    best: (label: string, rate: string, value: string) =>
      `Högst nuvärde vid ${rate} kalkylränta får du med att avverka ${label.toLowerCase()}: ${value}.`,
    more: (difference: string, label: string) =>
      `Det är ${difference} mer än att avverka ${label.toLowerCase()}.`,
    prices: (lists: string) => `Virket är värderat efter ${lists}.`,
    chartHeading: 'Nuvärde per alternativ',
    chartLabel: 'Stapeldiagram över nuvärdet per alternativ. Beloppen finns i tabellen under diagrammet.',
    caption: 'Alternativen sida vid sida',
    scrollHint: 'Tabellen kan rullas i sidled.',
    figure: 'Belopp',
    alternative: (yearsFromNow: number, year: number) => `${alternative(yearsFromNow)} (${String(year)})`,
    alternativeName: alternative,
    assortments: {
      sagtimmer: 'Sågtimmer, m³fub',
      klentimmer: 'Klentimmer, m³fub',
      massaved: 'Massaved, m³fub',
      bransleved: 'Bränsleved, m³fub',
    },
    volume: 'Volym totalt, m³fub',
    gross: 'Virkesvärde',
    harvestingCost: 'Avverkningskostnad',
    timberNet: 'Netto för virket',
    followUps: {
      markberedning: 'Markberedning',
      plantering: 'Plantering',
      rojning: 'Röjning',
    } satisfies Record<(typeof FOLLOW_UP_SERVICES)[number], string>,
    inYear: (year: number) => `år ${String(year)}`,
    net: 'Netto, ej diskonterat',
    presentValue: 'Nuvärde',
    standsHeading: 'Avdelningarna i kalkylen',
    standsCaption: 'Avdelningarnas ålder och volym det år de avverkas',
    stand: 'Avdelning',
    standName: (number: number, designation: string) => `Avd. ${String(number)}, ${designation}`,
    projectedFigures: (age: number, volumePerHa: number, cuttingClass: CuttingClass) =>
      `${String(age)} år, ${String(volumePerHa)} m³sk/ha, ${cuttingClass}`,
    projectedFrom: (number: number, designation: string, year: number) =>
      `Avd. ${String(number)} på ${designation} är framskriven från skogsbruksplanens inventering ${String(year)}.`,
    noInventoryYear: (number: number, designation: string) =>
      `Skogsbruksplanen för avd. ${String(number)} på ${designation} saknar inventeringsår, så vi räknar ` +
      'med planens siffror som om de gällde i år.',
  },
  income: {
    heading: 'Fördela en inkomst',
    lead:
      'Se hur en inkomst från en avverkning beskattas om den betalas ut direkt eller med en betalningsplan ' +
      'över flera år, och hur mycket du som mest kan sätta in på skogskonto.',
    amount: 'Inkomst (kr)',
    amountHint: 'Beloppet utan moms, till exempel 600\u00a0000.',
    kind: 'Vad har du sålt?',
    kinds: {
      avverkningsratt: 'Avverkningsrätt',
      leveransvirke: 'Leveransvirke',
    } satisfies Record<IncomeKind, string>,
    kindHint:
      'Avverkningsrätt är rotpost, avverkningsuppdrag och leveransrotköp. Bara avverkningsrätt kan betalas med ' +
      'betalningsplan.',
    years: 'Betalas',
    yearsOption: (years: number) => (years === 1 ? 'Direkt (1 år)' : `${String(years)} år`),
  },
  incomeResult: {
    heading: (years: number) =>
      years === 1 ? 'Inkomsten betalas direkt' : `Inkomsten fördelad på ${String(years)} år`,
    notTaxAdvice: NOT_TAX_ADVICE,
    notIncluded:
      'Inte med i kalkylen: skatten i sig (inkomstskatt och egenavgifter), skogsavdrag, räntefördelning, ' +
      'expansionsfond, delägares andelar och din övriga inkomst. Fråga din skogsinspektor eller en ' +
      'skatterådgivare innan du bestämmer dig.',
    rate: (rate: string) => `Räntan på betalningsplanen är föreningens ränta i dag, ${rate}.`,
    vat: 'Momsen, 25 %, betalas ut med varje utbetalning och visas för sig. Den är inte inkomst.',
    noVat: 'Din verksamhet är inte momsregistrerad, så ingen moms läggs på.',
    cashPrinciple:
      'Inkomsten beskattas det år den betalas ut (kontantprincipen). Du kan sätta in högst 60 % av inkomst ' +
      'från avverkningsrätt och 40 % av inkomst från leveransvirke på skogskonto, minst 5 000 kr. Räntan räknas inte.',
    caption: 'Inkomst och skatt per år',
    scrollHint: 'Tabellen kan rullas i sidled.',
    year: 'År',
    payout: 'Utbetalning',
    vatColumn: 'Moms (visas för sig)',
    interest: 'Ränta',
    taxable: 'Skattepliktig inkomst',
    deposit: 'Största insättning på skogskonto',
    taxableAfter: 'Skattepliktigt efter insättning',
    total: 'Totalt',
  },
} as const;
