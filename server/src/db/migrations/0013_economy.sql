-- The money side: the member's accounts at the association and every booking on them, the payment
-- plan (likvidfördelning) with its planned payouts and the member's change requests, withdrawals, the harvest
-- and silviculture contracts with their timeline, the settlements (avräkningsnotor) and the documents list.
-- Money is whole öre in bigint; volumes are m³fub with two decimals; dates are Swedish calendar days.

-- An account of a stakeholder (docs/domain.md 3): the member account (merkonto), where likvid lands and
-- withdrawals leave from, and the payment-plan account holding a likvid spread over years. `balance_ore` is the
-- sum of the account's bookings, kept with each booking under a row lock.
CREATE TABLE account (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  kind text NOT NULL CHECK (kind IN ('merkonto', 'betalningsplan')),
  number text NOT NULL UNIQUE CHECK (number ~ '^[0-9]{4}-[0-9]{6}$'),
  balance_ore bigint NOT NULL DEFAULT 0,
  -- Where withdrawals go: the member's registered bank account, "clearing, account number" (merkonto only).
  payout_bank_name text,
  payout_bank_account text CHECK (payout_bank_account ~ '^[0-9]{4}(-[0-9])?, [0-9][0-9 -]{5,20}$'),
  opened_on date NOT NULL,
  UNIQUE (stakeholder_id, kind),
  CHECK ((payout_bank_account IS NULL) OR kind = 'merkonto')
);

-- The association's credit interest per account kind, as decided from a day on (basis points: 1.75 % = 175).
CREATE TABLE interest_rate (
  account_kind text NOT NULL CHECK (account_kind IN ('merkonto', 'betalningsplan')),
  valid_from date NOT NULL,
  rate_bp integer NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 2000),
  PRIMARY KEY (account_kind, valid_from)
);

-- A booking (transaktion) on an account: positive in, negative out. `balance_after_ore` is the account's
-- balance after this booking in (booked_on, id) order; bookings are only ever appended, never back-dated
-- before the account's latest day. `stakeholder_id` repeats the account's owner so that a member's list over
-- all accounts is one index range.
CREATE TABLE booking (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES account (id),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  booked_on date NOT NULL,
  kind text NOT NULL CHECK (kind IN (
    'likvid',        -- settlement paid to the account
    'dellikvid',     -- part payment before the final settlement
    'efterlikvid',   -- extra payment decided by the annual meeting
    'utdelning',     -- profit share on member capital
    'ranta',         -- credit interest, capitalised 31 Dec
    'overforing',    -- between the member's own accounts (a payment-plan payout to the merkonto)
    'uttag',         -- withdrawal to the member's bank
    'avgift'         -- a fee
  )),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 200),
  amount_ore bigint NOT NULL CHECK (amount_ore <> 0),
  balance_after_ore bigint NOT NULL,
  settlement_id uuid,
  withdrawal_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_stakeholder_day_idx ON booking (stakeholder_id, booked_on DESC, id DESC);
CREATE INDEX booking_account_day_idx ON booking (account_id, booked_on DESC, id DESC);

-- The payment plan's planned payouts from the betalningsplan account to the merkonto. A paid payout points at
-- the booking that paid it.
CREATE TABLE planned_payout (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES account (id),
  due_on date NOT NULL,
  amount_ore bigint NOT NULL CHECK (amount_ore > 0),
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'paid')),
  paid_booking_id bigint REFERENCES booking (id),
  CHECK ((status = 'paid') = (paid_booking_id IS NOT NULL))
);
CREATE INDEX planned_payout_account_idx ON planned_payout (account_id, due_on);

-- A member's request to change the payment plan (move a payout, or split it in two); the advisor decides.
-- `requested` holds the payouts asked for instead: [{ "dueOn": "2027-06-30", "amountOre": 100000 }, ...].
CREATE TABLE payment_plan_change (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  payout_id uuid NOT NULL REFERENCES planned_payout (id),
  kind text NOT NULL CHECK (kind IN ('move', 'split')),
  requested jsonb NOT NULL CHECK (jsonb_typeof(requested) = 'array'),
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 1000),
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'approved', 'rejected', 'withdrawn')),
  requested_by uuid NOT NULL REFERENCES person (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX payment_plan_change_stakeholder_idx ON payment_plan_change (stakeholder_id, created_at DESC);

-- A withdrawal from the merkonto to the registered bank account. It is booked (reserved) at once, so the
-- available balance drops the moment it is asked for; `status` says whether the bank transfer has gone.
CREATE TABLE withdrawal (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  account_id uuid NOT NULL REFERENCES account (id),
  amount_ore bigint NOT NULL CHECK (amount_ore > 0),
  pay_on date NOT NULL,
  bank_account text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
  booking_id bigint NOT NULL REFERENCES booking (id),
  requested_by uuid NOT NULL REFERENCES person (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX withdrawal_stakeholder_idx ON withdrawal (stakeholder_id, created_at DESC);
ALTER TABLE booking ADD CONSTRAINT booking_withdrawal_fk FOREIGN KEY (withdrawal_id) REFERENCES withdrawal (id)
  DEFERRABLE INITIALLY DEFERRED;

-- A harvest or silviculture contract (docs/domain.md 4) on one estate. `geometry` is the contract's area on
-- the map (GeoJSON Polygon or MultiPolygon in SWEREF 99 TM). Prices: a rotpost has a fixed total price; the
-- other harvest forms are paid per m³fub by the price list named in `price_list`, minus the harvesting cost
-- per m³fub; silviculture is a price per hectare the member pays.
CREATE TABLE harvest_contract (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  estate_id uuid NOT NULL REFERENCES estate (id),
  number text NOT NULL UNIQUE,
  form text NOT NULL CHECK (form IN ('rotpost', 'avverkningsuppdrag', 'leveransrotkop', 'leveransvirke', 'skogsvard')),
  operation text NOT NULL CHECK (operation IN (
    'forsta-gallring', 'gallring', 'slutavverkning', 'rojning', 'markberedning', 'plantering'
  )),
  area_ha numeric(9, 1) NOT NULL CHECK (area_ha > 0),
  geometry jsonb CHECK (geometry ->> 'type' IN ('Polygon', 'MultiPolygon')),
  estimated_volume_m3fub numeric(10, 2) CHECK (estimated_volume_m3fub >= 0),
  price_list text,
  fixed_price_ore bigint CHECK (fixed_price_ore > 0),
  harvesting_cost_ore_per_m3fub bigint CHECK (harvesting_cost_ore_per_m3fub >= 0),
  silviculture_price_ore_per_ha bigint CHECK (silviculture_price_ore_per_ha > 0),
  payment_form text NOT NULL DEFAULT 'direkt' CHECK (payment_form IN ('direkt', 'betalningsplan')),
  signed_on date,
  valid_until date,
  CHECK ((form = 'rotpost') = (fixed_price_ore IS NOT NULL)),
  CHECK ((form = 'skogsvard') = (silviculture_price_ore_per_ha IS NOT NULL))
);
CREATE INDEX harvest_contract_stakeholder_idx ON harvest_contract (stakeholder_id, signed_on DESC);

-- The contract's timeline: the steps of docs/domain.md 4 as they happen. The newest step is the status.
CREATE TABLE contract_event (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES harvest_contract (id),
  step text NOT NULL CHECK (step IN (
    'offert', 'kontrakt', 'anmalan', 'traktdirektiv', 'avverkning', 'transport', 'inmatning',
    'avrakning', 'slutredovisning', 'utbetalning', 'atervaxt', 'arsbesked'
  )),
  occurred_on date NOT NULL,
  note text NOT NULL DEFAULT '',
  UNIQUE (contract_id, step)
);

-- A settlement (avräkningsnota): the measured volumes of a harvest contract priced by the price list (rows),
-- minus the harvesting cost and the insatsavdrag, plus moms when the business is VAT-registered.
-- `net_ore` = sum(rows) - harvesting_cost_ore - insats_deduction_ore + vat_ore: what is paid out.
CREATE TABLE settlement (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES harvest_contract (id),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  number text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('dellikvid', 'slutlikvid')),
  settled_on date NOT NULL,
  harvesting_cost_ore bigint NOT NULL DEFAULT 0 CHECK (harvesting_cost_ore >= 0),
  insats_deduction_ore bigint NOT NULL DEFAULT 0 CHECK (insats_deduction_ore >= 0),
  vat_ore bigint NOT NULL DEFAULT 0 CHECK (vat_ore >= 0),
  net_ore bigint NOT NULL,
  -- Where the money went: straight to the merkonto, or into the payment plan.
  paid_to text NOT NULL CHECK (paid_to IN ('merkonto', 'betalningsplan'))
);
CREATE INDEX settlement_contract_idx ON settlement (contract_id, settled_on);
ALTER TABLE booking ADD CONSTRAINT booking_settlement_fk FOREIGN KEY (settlement_id) REFERENCES settlement (id);

CREATE TABLE settlement_row (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  settlement_id uuid NOT NULL REFERENCES settlement (id),
  sort_order integer NOT NULL,
  species text NOT NULL CHECK (species IN ('tall', 'gran', 'bjork', 'ovrigt-lov', 'barr')),
  assortment text NOT NULL CHECK (assortment IN (
    'sagtimmer', 'klentimmer', 'massaved', 'bransleved', 'vrak'
  )),
  volume_m3fub numeric(10, 2) NOT NULL CHECK (volume_m3fub > 0),
  price_ore_per_m3fub bigint NOT NULL CHECK (price_ore_per_m3fub >= 0),
  amount_ore bigint NOT NULL,
  UNIQUE (settlement_id, sort_order)
);

-- The member's documents (`/minasidor/dokument`). The PDF is made on request from the row it points at, so a
-- document always shows the data as stored; exactly one source column is set per kind.
CREATE TABLE document (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  kind text NOT NULL CHECK (kind IN ('settlement', 'contract', 'forest-plan', 'annual-statement', 'mandate')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  issued_on date NOT NULL,
  settlement_id uuid REFERENCES settlement (id),
  contract_id uuid REFERENCES harvest_contract (id),
  estate_id uuid REFERENCES estate (id),
  statement_year integer CHECK (statement_year BETWEEN 1990 AND 2100),
  delegated_right_id uuid REFERENCES delegated_right (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(settlement_id, contract_id, estate_id, statement_year, delegated_right_id) = 1),
  CHECK (
    (kind = 'settlement' AND settlement_id IS NOT NULL) OR
    (kind = 'contract' AND contract_id IS NOT NULL) OR
    (kind = 'forest-plan' AND estate_id IS NOT NULL) OR
    (kind = 'annual-statement' AND statement_year IS NOT NULL) OR
    (kind = 'mandate' AND delegated_right_id IS NOT NULL)
  )
);
CREATE INDEX document_stakeholder_idx ON document (stakeholder_id, issued_on DESC);
CREATE UNIQUE INDEX document_annual_statement_idx ON document (stakeholder_id, statement_year)
  WHERE kind = 'annual-statement';

INSERT INTO interest_rate (account_kind, valid_from, rate_bp) VALUES
  ('merkonto', '2020-01-01', 60),
  ('merkonto', '2023-01-01', 175),
  ('merkonto', '2024-07-01', 250),
  ('merkonto', '2025-07-01', 150),
  ('betalningsplan', '2020-01-01', 85),
  ('betalningsplan', '2023-01-01', 200),
  ('betalningsplan', '2024-07-01', 300),
  ('betalningsplan', '2025-07-01', 200);
