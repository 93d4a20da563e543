-- Forest services: the cart each stakeholder keeps on the server, and the orders it becomes. The
-- catalogue itself (texts and prices) is code, server/src/features/services/services.catalogue.ts: an order
-- line keeps a snapshot of everything the member was shown, so a later price change touches no order.
-- Money is whole öre in bigint; geometry is GeoJSON in SWEREF 99 TM, validated and measured by the server.

-- One line of a stakeholder's cart: a service on an area of one estate (stands of its forest plan, or an
-- area drawn on the map), as the member filled it in. `area_m2` is what the server measured when the line
-- was saved; it is priced again on every read and checked again when the order is placed. Only a placed
-- order empties the cart, so it survives logout and another device.
CREATE TABLE cart_item (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order lines were added in, also within one clock tick.
  added_seq bigint GENERATED ALWAYS AS IDENTITY,
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  service_name text NOT NULL CHECK (service_name ~ '^[a-z]+$'),
  estate_id uuid NOT NULL REFERENCES estate (id),
  area_kind text NOT NULL CHECK (area_kind IN ('stands', 'drawn')),
  -- The stands' ids and numbers, as JSON arrays; empty for a drawn area.
  stand_ids jsonb NOT NULL DEFAULT '[]',
  stand_numbers jsonb NOT NULL DEFAULT '[]',
  geometry jsonb,
  area_m2 double precision NOT NULL CHECK (area_m2 > 0),
  quantity integer,
  wishes text NOT NULL CHECK (length(wishes) <= 1000),
  preferred_time text NOT NULL,
  -- Who put it there: the member, or staff (an Editor) on the member's behalf.
  added_by_person_id uuid NOT NULL REFERENCES person (id),
  added_on_behalf boolean NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((area_kind = 'drawn') = (geometry IS NOT NULL))
);
CREATE INDEX cart_item_stakeholder_idx ON cart_item (stakeholder_id, added_seq);

-- Order numbers are human-readable, "SO-2026-001001": the year it was placed and a running number. A number
-- taken by an order that was then rolled back is not reused; numbers may have gaps, never duplicates.
CREATE SEQUENCE service_order_number_seq START WITH 1001;

CREATE FUNCTION next_service_order_number(placed_year integer) RETURNS text
  LANGUAGE sql
  AS $$ SELECT 'SO-' || placed_year::text || '-' || lpad(nextval('service_order_number_seq')::text, 6, '0') $$;

-- A placed order: who placed it (the member, or an Editor on their behalf), the contact details and
-- message for the advisor, the terms accepted, and the advisor it went to, as it was at that moment.
CREATE TABLE service_order (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE CHECK (number ~ '^SO-[0-9]{4}-[0-9]{6,}$'),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  status text NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'confirmed', 'scheduled', 'done', 'cancelled')),
  placed_at timestamptz NOT NULL,
  placed_by_person_id uuid NOT NULL REFERENCES person (id),
  placed_by_name text NOT NULL,
  placed_on_behalf boolean NOT NULL,
  contact_name text NOT NULL,
  contact_email text,
  contact_phone text,
  message text NOT NULL CHECK (length(message) <= 1000),
  terms_version text NOT NULL,
  advisor_id text REFERENCES advisor (id),
  advisor_name text,
  advisor_phone text,
  advisor_email text,
  -- The confirmation mail went here; null when the member gave no e-mail address.
  confirmation_email text,
  net_ore bigint NOT NULL CHECK (net_ore >= 0),
  vat_ore bigint NOT NULL CHECK (vat_ore >= 0),
  total_ore bigint NOT NULL,
  CHECK (total_ore = net_ore + vat_ore),
  CHECK (contact_email IS NOT NULL OR contact_phone IS NOT NULL)
);
CREATE INDEX service_order_stakeholder_idx ON service_order (stakeholder_id, placed_at DESC, id);

-- One line of an order: a snapshot of the cart line as it was priced when the order was placed.
CREATE TABLE service_order_line (
  order_id uuid NOT NULL REFERENCES service_order (id),
  position integer NOT NULL CHECK (position > 0),
  service_name text NOT NULL,
  service_title text NOT NULL,
  estate_id uuid NOT NULL REFERENCES estate (id),
  estate_designation text NOT NULL,
  area_kind text NOT NULL CHECK (area_kind IN ('stands', 'drawn')),
  stand_ids jsonb NOT NULL DEFAULT '[]',
  stand_numbers jsonb NOT NULL DEFAULT '[]',
  geometry jsonb,
  area_ha numeric(10, 2) NOT NULL CHECK (area_ha > 0),
  quantity integer,
  quantity_text text,
  wishes text NOT NULL,
  preferred_time text NOT NULL,
  preferred_time_label text NOT NULL,
  -- The estimate as shown (contracts/services.ts EstimateSchema): its lines and sums in öre.
  estimate jsonb NOT NULL,
  net_ore bigint NOT NULL,
  vat_ore bigint NOT NULL,
  total_ore bigint NOT NULL,
  added_by_person_id uuid NOT NULL REFERENCES person (id),
  added_on_behalf boolean NOT NULL,
  PRIMARY KEY (order_id, position),
  CHECK (total_ore = net_ore + vat_ore)
);
