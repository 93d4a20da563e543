/** What the server says about the "Räkna på avverkning" calculations, in Swedish. */
export const forestDecisionsTexts = {
  standNotFound: 'Avdelningen finns inte.',
  outsideLimits: (number: number, designation: string) =>
    `Avdelning ${String(number)} på ${designation} går inte att räkna på: arealen, volymen eller åldern ligger ` +
    'utanför vad kalkylen räknar med.',
  noPriceList: 'Det finns ingen gällande prislista för avdelningarnas region. Försök igen senare.',
  noPlanRate: 'Det finns ingen gällande ränta för betalningsplaner. Försök igen senare.',
} as const;
