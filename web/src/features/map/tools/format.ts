import { areaSquareMetres, hectares, type Polygon } from '#contracts/geometry';

/** The area of a polygon in SWEREF 99 TM, in hectares with one decimal. */
export const polygonHa = (polygon: Polygon): number => hectares(areaSquareMetres(polygon));
