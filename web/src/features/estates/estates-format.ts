import { formatNumber, formatOneDecimal, formatQuantity } from '../../lib/format';

/** Figures of a forest plan, in the portal's number formats (lib/format.ts). */

/** "1 228 m³sk". */
export const formatVolume = (cubicMetres: number): string => formatQuantity(Math.round(cubicMetres), 'm³sk');

export const formatWhole = (value: number): string => formatNumber(value, 0);

/** "4,0": hectares in a column whose heading carries the unit. */
export const formatArea = formatOneDecimal;

/** "9,5": growth, with one decimal. */
export const formatDecimal = formatOneDecimal;

/** Per cent of a share, one decimal at most: 1/3 is 33,3. */
export const sharePercent = (numerator: number, denominator: number): number =>
  Math.round((numerator / denominator) * 1_000) / 10;
