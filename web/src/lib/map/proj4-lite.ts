import core from 'proj4/lib/core.js';
import defs from 'proj4/lib/defs.js';
import Proj from 'proj4/lib/Proj.js';
import etmerc from 'proj4/lib/projections/etmerc.js';
import tmerc from 'proj4/lib/projections/tmerc.js';
import utm from 'proj4/lib/projections/utm.js';
import transform from 'proj4/lib/transform.js';

/**
 * proj4 with only the projections SWEREF 99 TM needs (transverse Mercator / UTM; lon/lat and Web Mercator
 * come with the core): the full build's thirty projections, MGRS and grid shifts would double its size in
 * the map chunk. Assembled as proj4's own lib/index.js does.
 */
// The projection modules are the partial Proj objects proj4's own registry takes; their types say otherwise.
for (const projection of [tmerc, etmerc, utm]) Proj.projections.add(projection as unknown as Proj, 0);

// proj4 predefines 130 systems (all UTM zones, polar stereographic…); OpenLayers would register every one
// and every pair between them. The map needs lon/lat and Web Mercator beside SWEREF 99 TM.
const KEEP = new Set(['WGS84', 'EPSG:4326', 'EPSG:3857']);
const predefined = defs as unknown as Record<string, unknown>;
for (const code of Object.keys(predefined)) {
  if (!KEEP.has(code)) Reflect.deleteProperty(predefined, code);
}

export const proj4 = Object.assign(core, {
  defaultDatum: 'WGS84',
  Proj,
  WGS84: new Proj('WGS84'),
  defs,
  transform,
});
