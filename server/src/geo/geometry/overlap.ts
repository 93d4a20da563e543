import GeometryFactory from 'jsts/org/locationtech/jts/geom/GeometryFactory.js';
import GeoJSONReader from 'jsts/org/locationtech/jts/io/GeoJSONReader.js';
import SnapIfNeededOverlayOp from 'jsts/org/locationtech/jts/operation/overlay/snap/SnapIfNeededOverlayOp.js';
import type { AreaGeometry } from '#contracts/geometry';

const reader = new GeoJSONReader(new GeometryFactory());

/**
 * The area in m² that `area` and `within` have in common, planar in SWEREF 99 TM (a drawn order area and
 * the estate's boundary). Both must be valid (checkArea); undefined when JTS still cannot overlay them.
 */
export function commonAreaSquareMetres(area: AreaGeometry, within: AreaGeometry): number | undefined {
  try {
    const common = SnapIfNeededOverlayOp.intersection(reader.read(area), reader.read(within)) as {
      getArea(): number;
    };
    return common.getArea();
  } catch {
    return undefined;
  }
}
