-- The member's own notes on the map (egna punkter): a point, or an area they drew, with a title,
-- a text and a category. Geometry is GeoJSON in SWEREF 99 TM (EPSG:3006), validated, normalised and
-- measured on the server before it is stored; the bounding box columns serve the map's look-up by extent.
-- `created_by`/`updated_by` say who wrote it: the member, someone acting for their company, or staff (Editor).
CREATE TABLE custom_point (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  title text NOT NULL CHECK (title <> '' AND length(title) <= 80),
  text text NOT NULL CHECK (length(text) <= 2000),
  category text NOT NULL CHECK (category IN ('observation', 'skada', 'vilt', 'vag', 'natur', 'kulturlamning', 'ovrigt')),
  geometry jsonb NOT NULL CHECK (geometry ->> 'type' IN ('Point', 'Polygon')),
  area_m2 double precision CHECK (area_m2 > 0),
  min_e double precision NOT NULL,
  min_n double precision NOT NULL,
  max_e double precision NOT NULL,
  max_n double precision NOT NULL,
  created_by uuid NOT NULL REFERENCES person (id),
  updated_by uuid NOT NULL REFERENCES person (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((geometry ->> 'type' = 'Polygon') = (area_m2 IS NOT NULL))
);
CREATE INDEX custom_point_stakeholder_idx ON custom_point (stakeholder_id, created_at);
CREATE INDEX custom_point_bbox_idx ON custom_point (stakeholder_id, min_e, max_e, min_n, max_n);
