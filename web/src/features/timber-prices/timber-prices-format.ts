const decimal = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

/** A number as Swedes write it: "1 234,56". */
export const formatNumber = (value: number): string => decimal.format(value);
