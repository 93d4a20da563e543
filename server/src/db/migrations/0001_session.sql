-- Server-side sessions (docs/portal.md 8). The browser's cookie holds a random token; only its SHA-256 is
-- stored, so a copy of this table cannot be used to take over a session.
CREATE TABLE session (
  token_hash bytea PRIMARY KEY,
  profile_id text NOT NULL,
  roles text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX session_last_seen_at_idx ON session (last_seen_at);
