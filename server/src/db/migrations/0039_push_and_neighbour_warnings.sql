-- Push to the phone (Web Push with VAPID) and warnings of bark beetle confirmed near a member's estates.

-- One device a member has turned push on for: where its push service takes messages (`endpoint`, the URL
-- the server POSTs to) and the keys the payload is encrypted with (RFC 8291). The same browser used by
-- another member later moves to them: an endpoint belongs to one member at a time.
CREATE TABLE push_subscription (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 1 AND 2000),
  p256dh text NOT NULL CHECK (length(p256dh) BETWEEN 1 AND 200),
  auth text NOT NULL CHECK (length(auth) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscription_stakeholder_idx ON push_subscription (stakeholder_id);

-- The VAPID key pair made on first use where none is configured (`npm start`, tests), so that it survives
-- a restart and the devices' subscriptions keep working. Production configures its keys instead.
CREATE TABLE vapid_key (
  only_one boolean PRIMARY KEY DEFAULT true CHECK (only_one),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A member's choice about bark-beetle warnings from neighbours; no row means on.
CREATE TABLE neighbour_warning_setting (
  stakeholder_id text PRIMARY KEY REFERENCES stakeholder (id),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Who has been warned of which confirmed observation, so that confirming it again warns no one twice.
CREATE TABLE neighbour_warning (
  observation_id text NOT NULL CHECK (length(observation_id) BETWEEN 1 AND 100),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (observation_id, stakeholder_id)
);
