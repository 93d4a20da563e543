-- Subscriptions and booked meetings: what the association sends a member, and the member's
-- meetings with their advisor, booked from the advisor's free times.

-- What a member (person or company) has chosen to receive. No row: never chosen, so not subscribed.
-- Unsubscribing keeps the row (subscribed = false), so the member's last choice and when it was made remain.
CREATE TABLE subscription (
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  topic text NOT NULL CHECK (topic IN ('newsletter', 'timber-prices', 'magazine', 'storm-alerts')),
  subscribed boolean NOT NULL,
  format text NOT NULL CHECK (format IN ('email', 'paper', 'digital', 'sms')),
  changed_at timestamptz NOT NULL DEFAULT now(),
  -- Who made the change: the member, or staff (Editor) acting for them.
  changed_by_person_id uuid REFERENCES person (id),
  PRIMARY KEY (stakeholder_id, topic)
);

-- An advisor's bookable hours. `busy` marks an hour the advisor has given to something else (other
-- members, field work), so it is not free although no meeting of ours holds it.
CREATE TABLE advisor_slot (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  advisor_id text NOT NULL REFERENCES advisor (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  busy boolean NOT NULL DEFAULT false,
  CHECK (ends_at > starts_at),
  UNIQUE (advisor_id, starts_at)
);

-- A member's meeting with their advisor in one of the advisor's slots. Cancelling keeps the row.
CREATE TABLE meeting (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slot_id uuid NOT NULL REFERENCES advisor_slot (id),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  business_id text NOT NULL REFERENCES business (id),
  estate_id uuid REFERENCES estate (id),
  topic text NOT NULL CHECK (topic IN ('thinning', 'regeneration', 'timber-deal', 'forest-plan', 'other')),
  kind text NOT NULL CHECK (kind IN ('forest-visit', 'phone', 'video')),
  message text,
  booked_at timestamptz NOT NULL DEFAULT now(),
  booked_by_person_id uuid REFERENCES person (id),
  cancelled_at timestamptz,
  cancelled_by_person_id uuid REFERENCES person (id)
);
-- A slot holds one meeting at a time: of two bookings at once, exactly one gets in.
CREATE UNIQUE INDEX meeting_one_per_slot_idx ON meeting (slot_id) WHERE cancelled_at IS NULL;
CREATE INDEX meeting_stakeholder_idx ON meeting (stakeholder_id);
