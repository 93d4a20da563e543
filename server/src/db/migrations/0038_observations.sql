-- Observations from the forest: an own point (custom_point, category 'observation') that also has a kind,
-- whether the member wants the advisor's help, and up to five photos. The point itself stays in
-- custom_point (EPSG:3006), so the map, the neighbour warning and staff all read one place.
--
-- Every own point gets a version: a change names the version it was made from and is refused (409) when
-- the point has changed since, so a change made on a second device never overwrites the first silently.
ALTER TABLE custom_point ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

-- Owned by the custom points feature.
CREATE TABLE observation (
  point_id uuid PRIMARY KEY REFERENCES custom_point (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('granbarkborre', 'stormfallda-trad', 'viltskada', 'brand', 'gransmarke', 'annat')),
  help_wanted boolean NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX observation_help_idx ON observation (created_at) WHERE help_wanted;

-- The photos: JPEG or PNG by their content, metadata segments removed on the server, at most five each.
CREATE TABLE observation_photo (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  point_id uuid NOT NULL REFERENCES observation (point_id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 4),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  content bytea NOT NULL,
  uploaded_at timestamptz NOT NULL,
  UNIQUE (point_id, position)
);

-- Owned by the staff workspace: the advisor's answers, and the kind the advisor confirmed, by whom and when.
CREATE TABLE observation_answer (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  point_id uuid NOT NULL REFERENCES observation (point_id) ON DELETE CASCADE,
  body text NOT NULL CHECK (body <> '' AND length(body) <= 4000),
  answered_at timestamptz NOT NULL,
  by_person_id uuid NOT NULL REFERENCES person (id),
  by_name text NOT NULL
);
CREATE INDEX observation_answer_point_idx ON observation_answer (point_id, answered_at);

CREATE TABLE observation_confirmation (
  point_id uuid PRIMARY KEY REFERENCES observation (point_id) ON DELETE CASCADE,
  kind text NOT NULL,
  confirmed_at timestamptz NOT NULL,
  by_person_id uuid NOT NULL REFERENCES person (id),
  by_name text NOT NULL
);
