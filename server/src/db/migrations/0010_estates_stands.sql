-- Estates on the map and their forest plan (skogsbruksplan), stand by stand (avdelningar).
-- Geometry is GeoJSON in SWEREF 99 TM (EPSG:3006) metres, validated and measured on the server before it
-- is stored; the bounding box columns let the map ask for what lies in its view without a spatial extension.

ALTER TABLE estate
  ADD COLUMN boundary jsonb,
  ADD COLUMN min_e double precision,
  ADD COLUMN min_n double precision,
  ADD COLUMN max_e double precision,
  ADD COLUMN max_n double precision;

CREATE TABLE stand (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  estate_id uuid NOT NULL REFERENCES estate (id),
  number integer NOT NULL CHECK (number > 0),
  area_m2 double precision NOT NULL CHECK (area_m2 > 0),
  age integer NOT NULL CHECK (age >= 0 AND age <= 400),
  site_index text NOT NULL CHECK (site_index ~ '^[TGBFEC][0-9]{2}$'),
  cutting_class text NOT NULL CHECK (cutting_class IN ('K1', 'K2', 'R1', 'R2', 'G1', 'G2', 'S1', 'S2', 'S3', 'E1', 'E2', 'E3')),
  goal_class text NOT NULL CHECK (goal_class IN ('PG', 'PF', 'K', 'NS', 'NO')),
  pine_percent integer NOT NULL CHECK (pine_percent BETWEEN 0 AND 100),
  spruce_percent integer NOT NULL CHECK (spruce_percent BETWEEN 0 AND 100),
  deciduous_percent integer NOT NULL CHECK (deciduous_percent BETWEEN 0 AND 100),
  volume_per_ha integer NOT NULL CHECK (volume_per_ha >= 0),
  growth_per_ha numeric(4, 1) NOT NULL CHECK (growth_per_ha >= 0),
  proposed_action text NOT NULL,
  proposed_year integer,
  geometry jsonb NOT NULL,
  min_e double precision NOT NULL,
  min_n double precision NOT NULL,
  max_e double precision NOT NULL,
  max_n double precision NOT NULL,
  CHECK (pine_percent + spruce_percent + deciduous_percent = 100),
  UNIQUE (estate_id, number)
);
CREATE INDEX stand_bbox_idx ON stand (min_e, max_e, min_n, max_n);
