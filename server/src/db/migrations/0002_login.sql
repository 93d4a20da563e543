-- Login: who people are, whom they may act for, and the sessions, BankID orders, rate limits
-- and audit records that logging in needs.

-- A person who identifies with BankID. The personal number is kept here and nowhere else; names are
-- refreshed from BankID at every login.
CREATE TABLE person (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  personal_number text NOT NULL UNIQUE CHECK (personal_number ~ '^\d{12}$'),
  given_name text NOT NULL,
  surname text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A party the association knows: a private forest owner (kind person, owned by one person) or a company.
-- `relation` gives the role acting for it brings: member, supplier (sells timber, not a member) or
-- potential (a known forest owner who has not yet become a member). `id` is the member/customer number.
CREATE TABLE stakeholder (
  id text PRIMARY KEY CHECK (id ~ '^\d{6}$'),
  kind text NOT NULL CHECK (kind IN ('person', 'company')),
  name text NOT NULL,
  person_id uuid REFERENCES person (id),
  organisation_number text UNIQUE CHECK (organisation_number ~ '^\d{10}$'),
  relation text NOT NULL CHECK (relation IN ('member', 'supplier', 'potential')),
  member_since date,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'person') = (person_id IS NOT NULL)),
  CHECK ((kind = 'company') = (organisation_number IS NOT NULL))
);
CREATE UNIQUE INDEX stakeholder_person_idx ON stakeholder (person_id) WHERE kind = 'person';

-- The people who may act for a company (firmatecknare).
CREATE TABLE company_representative (
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  person_id uuid NOT NULL REFERENCES person (id),
  PRIMARY KEY (stakeholder_id, person_id)
);
CREATE INDEX company_representative_person_idx ON company_representative (person_id);

-- Mandates (fullmakter): a member lets a person see their forest and money, read-only (DelegatedRight).
-- The id is the earlier API's stakeholderRightId.
CREATE TABLE delegated_right (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  grantor_stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  grantee_person_id uuid NOT NULL REFERENCES person (id),
  valid_until date,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX delegated_right_grantee_idx ON delegated_right (grantee_person_id) WHERE revoked_at IS NULL;
CREATE INDEX delegated_right_grantor_idx ON delegated_right (grantor_stakeholder_id);

-- The association's staff: they view members' data (Viewer), and with `may_edit` also serve them (Editor).
CREATE TABLE staff (
  person_id uuid PRIMARY KEY REFERENCES person (id),
  title text NOT NULL,
  may_edit boolean NOT NULL DEFAULT false
);

-- Membership applications from potential members (`Ir/RegisterNewUser`); one open application each.
CREATE TABLE registration (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  person_id uuid NOT NULL REFERENCES person (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  street text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  property_designation text,
  message text,
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'approved', 'rejected')),
  submitted_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX registration_open_idx ON registration (stakeholder_id) WHERE status = 'received';

-- A session belongs to the person who identified with BankID and acts for one stakeholder once chosen.
-- Sessions from before this migration carry no person and end.
DELETE FROM session;
ALTER TABLE session DROP COLUMN profile_id;
ALTER TABLE session ADD COLUMN person_id uuid NOT NULL REFERENCES person (id);
ALTER TABLE session ADD COLUMN stakeholder_id text REFERENCES stakeholder (id);
CREATE INDEX session_person_id_idx ON session (person_id);

-- One BankID order per login attempt, bound to the browser that started it by the hash of a random
-- flow token in an HttpOnly cookie. Kept in the database so any server process can serve the polls.
CREATE TABLE bankid_order (
  flow_hash bytea PRIMARY KEY,
  order_ref text NOT NULL UNIQUE,
  flow text NOT NULL CHECK (flow IN ('qr', 'same-device')),
  device text NOT NULL CHECK (device IN ('computer', 'mobile')),
  qr_start_token text NOT NULL,
  qr_start_secret text NOT NULL,
  auto_start_token text NOT NULL,
  return_nonce text NOT NULL,
  end_user_ip text NOT NULL,
  -- The first order of this login; an unscanned QR order is silently replaced until this is too old.
  login_started_at timestamptz NOT NULL,
  order_started_at timestamptz NOT NULL,
  restarts integer NOT NULL DEFAULT 0,
  last_collect_at timestamptz,
  -- Collects in a row that failed on BankID's side (maintenance, time-out); the order fails after a few.
  collect_errors integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed', 'complete')),
  hint_code text,
  message_code text,
  -- BankID's completionData (user, device, signature, OCSP response), kept for audit.
  completion jsonb,
  completed_at timestamptz,
  -- Set when the completed order became a session: an order logs in once.
  consumed_at timestamptz
);
CREATE INDEX bankid_order_login_started_at_idx ON bankid_order (login_started_at);

-- Fixed-window counters for rate limits, shared by every server process.
CREATE TABLE rate_limit (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);

-- Every read of a member's data by staff (Viewer, Editor): who, whom, what, when.
CREATE TABLE audit_event (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_person_id uuid NOT NULL REFERENCES person (id),
  actor_roles text[] NOT NULL,
  subject_stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  method text NOT NULL,
  route text NOT NULL,
  status integer NOT NULL
);
CREATE INDEX audit_event_subject_idx ON audit_event (subject_stakeholder_id, at);
