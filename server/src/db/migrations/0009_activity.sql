-- The activity feed on the overview: what happened in a member's forest business, newest first,
-- and which items the member (or staff serving them) chose to hide (`user/hide_activity`).

-- One thing that happened for a stakeholder: a settlement paid out, a contract signed, a forest plan
-- updated, a meeting booked... `link` is a path inside the portal where the member reads more.
CREATE TABLE activity (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  kind text NOT NULL CHECK (kind IN ('payment', 'contract', 'forest-plan', 'meeting', 'order', 'document', 'mandate')),
  title text NOT NULL CHECK (title <> ''),
  text text NOT NULL,
  link text CHECK (link ~ '^/[^/]'),
  occurred_at timestamptz NOT NULL
);
CREATE INDEX activity_stakeholder_idx ON activity (stakeholder_id, occurred_at DESC);

-- A hidden item stays hidden for whoever acts for the stakeholder; who hid it and when is kept, since staff
-- (Editor) may hide on the member's behalf.
CREATE TABLE activity_hidden (
  activity_id uuid PRIMARY KEY REFERENCES activity (id) ON DELETE CASCADE,
  hidden_by_person_id uuid NOT NULL REFERENCES person (id),
  hidden_at timestamptz NOT NULL
);
