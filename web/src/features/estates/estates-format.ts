/** Figures of a forest plan as Swedes read them (sv-SE). */

const whole = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "1 228 m³sk". */
export const formatVolume = (cubicMetres: number): string => `${whole.format(cubicMetres)}\u00a0m³sk`;

export const formatWhole = (value: number): string => whole.format(value);

/** "4,0": hectares in a column whose heading carries the unit. */
export const formatArea = (hectares: number): string => oneDecimal.format(hectares);

/** "9,5": growth, with one decimal. */
export const formatDecimal = (value: number): string => oneDecimal.format(value);

/** Per cent of a share, one decimal at most: 1/3 is 33,3. */
export const sharePercent = (numerator: number, denominator: number): number =>
  Math.round((numerator / denominator) * 1_000) / 10;
