/** What the server says about timber prices and the calculator, in Swedish. */
export const timberPricesTexts = {
  off: 'Virkespriserna finns inte här.',
  noList: 'Det finns ingen gällande prislista för regionen. Försök igen senare.',
  standNotFound: 'Avdelningen finns inte.',
  areaMissing: 'Ange arealen i hektar.',
  volumeMissing: 'Ange volymen att avverka, per hektar eller totalt.',
  volumeTwice: 'Ange volymen antingen per hektar eller totalt, inte båda.',
  speciesMissing: 'Ange trädslagsfördelningen: andelen tall, gran och löv.',
  speciesSum: 'Andelarna tall, gran och löv ska tillsammans bli 100 %.',
} as const;
