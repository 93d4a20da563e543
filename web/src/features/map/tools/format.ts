import { areaSquareMetres, hectares, type Polygon } from '#contracts/geometry';

const oneDecimal = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });

/** "12,3 ha", as the portal writes areas. */
export const formatHa = (ha: number): string => `${oneDecimal.format(ha)} ha`;

/** The area of a polygon in SWEREF 99 TM, in hectares with one decimal. */
export const polygonHa = (polygon: Polygon): number => hectares(areaSquareMetres(polygon));

export const formatWhole = (value: number, unit: string): string => `${whole.format(value)} ${unit}`;

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Stockholm',
});

export const formatWhen = (iso: string): string => dateTime.format(new Date(iso));
