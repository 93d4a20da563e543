-- My pages: the forestry districts and advisors, the member's forest business with its estates
-- and co-owners, the member's contact details and member capital, and mail waiting to be sent.
-- The other my-pages features add their own tables in later files (mandate scope, notifications, meetings...).

-- Forestry districts (skogsbruksområden, SBO): a member belongs to the one where their forest lies.
CREATE TABLE sbo (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]+$'),
  name text NOT NULL,
  region text NOT NULL
);

-- The association's forestry advisors (skogsinspektorer), each working in one district.
CREATE TABLE advisor (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]+$'),
  name text NOT NULL,
  title text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  sbo_id text NOT NULL REFERENCES sbo (id),
  presentation text
);
CREATE INDEX advisor_sbo_idx ON advisor (sbo_id);

-- Whom else a district's members can turn to: elected representatives and staff such as timber buyers.
CREATE TABLE sbo_contact (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sbo_id text NOT NULL REFERENCES sbo (id),
  name text NOT NULL,
  role text NOT NULL,
  phone text,
  email text,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX sbo_contact_sbo_idx ON sbo_contact (sbo_id, sort_order);

-- How a member (person or company) wants to be reached (`Ir/GetMemberData`, `Ir/SetMemberData`).
CREATE TABLE member_contact (
  stakeholder_id text PRIMARY KEY REFERENCES stakeholder (id),
  email text,
  phone text,
  street text,
  postal_code text,
  city text,
  preferred_contact text NOT NULL DEFAULT 'email' CHECK (preferred_contact IN ('email', 'phone', 'letter')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A forest business (skogsverksamhet, `Ir/GetBusinessData`): the estates a stakeholder runs together, in one
-- district, with one advisor. `id` is the business number shown to the member.
CREATE TABLE business (
  id text PRIMARY KEY CHECK (id ~ '^\d{7}$'),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  name text NOT NULL,
  sbo_id text NOT NULL REFERENCES sbo (id),
  advisor_id text REFERENCES advisor (id),
  vat_registered boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_stakeholder_idx ON business (stakeholder_id);

-- The estates (fastigheter) of a business, by property designation (kommun, trakt, block:enhet). Areas in
-- hectares with one decimal; the business owner's share of the estate as a fraction. A later file adds
-- the geometry and the stands.
CREATE TABLE estate (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id text NOT NULL REFERENCES business (id),
  designation text NOT NULL,
  municipality text NOT NULL,
  county text NOT NULL,
  total_area_ha numeric(9, 1) NOT NULL CHECK (total_area_ha > 0),
  productive_area_ha numeric(9, 1) NOT NULL CHECK (productive_area_ha >= 0 AND productive_area_ha <= total_area_ha),
  share_numerator integer NOT NULL DEFAULT 1,
  share_denominator integer NOT NULL DEFAULT 1,
  CHECK (share_numerator > 0 AND share_numerator <= share_denominator),
  UNIQUE (business_id, designation)
);

-- Co-owners (delägare) of a business as registered at Lantmäteriet (`Ir/GetCoRegistry`), with their
-- ownership share; `is_representative` marks the ställföreträdare who signs for them all.
CREATE TABLE co_owner (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id text NOT NULL REFERENCES business (id),
  name text NOT NULL,
  -- Set when the co-owner is a member or customer of the association too.
  stakeholder_id text REFERENCES stakeholder (id),
  share_numerator integer NOT NULL,
  share_denominator integer NOT NULL,
  is_representative boolean NOT NULL DEFAULT false,
  CHECK (share_numerator > 0 AND share_numerator <= share_denominator)
);
CREATE INDEX co_owner_business_idx ON co_owner (business_id);

-- Member capital (insatser, `Ir/GetEconomyStakesData`), in öre: what is paid in, what the forest holding
-- obliges (insatsskyldighet), what was emitted as free equity, and the insatsavdrag rate on settlements.
CREATE TABLE member_stake (
  stakeholder_id text PRIMARY KEY REFERENCES stakeholder (id),
  paid_in_ore bigint NOT NULL CHECK (paid_in_ore >= 0),
  obligation_ore bigint NOT NULL CHECK (obligation_ore >= 0),
  emitted_ore bigint NOT NULL DEFAULT 0 CHECK (emitted_ore >= 0),
  deduction_rate_percent numeric(4, 2) NOT NULL CHECK (deduction_rate_percent >= 0 AND deduction_rate_percent <= 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Mail to send (a transactional outbox): queued in the same transaction as what it tells about, so a mail
-- is never sent for something rolled back nor lost for something saved; the mail sender delivers it by SMTP.
CREATE TABLE outgoing_mail (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX outgoing_mail_unsent_idx ON outgoing_mail (created_at) WHERE sent_at IS NULL;
