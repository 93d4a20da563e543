-- Notifications: what the portal tells a member about (the bell in the header), and per category
-- and channel whether they want to hear about it in the portal and by e-mail.

-- One notification to whom a session acts for. `link` is the portal path of what it is about (a contract,
-- a document, a settlement); `read_at` is set when the member opens it or marks all as read.
CREATE TABLE notification (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  category text NOT NULL
    CHECK (category IN ('economy', 'contracts', 'documents', 'mandates', 'meetings', 'news')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  -- A path inside the portal ("/minasidor/kontrakt"), never another site ("//evil.example").
  link text NOT NULL CHECK (link ~ '^/([^/\\]|$)'),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
-- The bell lists the latest first and pages on (created_at, id).
CREATE INDEX notification_latest_idx ON notification (stakeholder_id, created_at DESC, id DESC);
CREATE INDEX notification_unread_idx ON notification (stakeholder_id) WHERE read_at IS NULL;

-- A member's own choice per category and channel. No row means the default (server code: in the portal
-- always, by e-mail for economy and contracts).
CREATE TABLE notification_setting (
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  category text NOT NULL
    CHECK (category IN ('economy', 'contracts', 'documents', 'mandates', 'meetings', 'news')),
  channel text NOT NULL CHECK (channel IN ('portal', 'email')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stakeholder_id, category, channel)
);
