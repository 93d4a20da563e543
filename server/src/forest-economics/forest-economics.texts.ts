/** Why the server refuses a "decide with figures" calculation, in Swedish (docs/forest-economics.md). */
export const forestEconomicsTexts = {
  discountRate: 'Kalkylräntan ska vara mellan 0 och 10 %, i hundradels procent.',
  noAlternatives: 'Välj minst ett avverkningsår att jämföra.',
  harvestDelay: 'Avverkningen kan jämföras nu eller om högst 15 år, i hela år.',
  noStands: 'Välj minst en avdelning att avverka.',
  noPriceList: 'Det finns ingen gällande prislista för avdelningens region.',
  income: 'Ange inkomsten i kronor, från 0 kr till 1 miljard kr.',
  incomeYear: 'Ange avverkningsåret som ett årtal mellan 2000 och 2100.',
  planYears: 'Ange antalet år mellan 1 och 10. 1 år betyder att allt betalas ut på en gång.',
  deliveryTimberSpread: 'Leveransvirke kan inte delas upp på en betalningsplan.',
  planRate: 'Räntan på betalningsplanen ska vara mellan 0 och 20 %.',
  planPartTooSmall: 'Varje utbetalning i en betalningsplan ska vara minst 1 000 kr.',
} as const;
