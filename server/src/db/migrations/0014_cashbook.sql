-- The cashbook (kassabok): a member's own bookkeeping of the forest business. Vouchers (verifikat)
-- are numbered per stakeholder and calendar year without gaps (A1, A2 …); a voucher is never deleted, only
-- discarded (makulerad), which keeps its number and leaves it out of every sum (Bokföringslagen 5 kap.).
-- The chart of accounts is contracts/cashbook.ts (BAS numbers); rows name an account by its number.

-- The last number given in each stakeholder's series per year. Taking the next number updates this row, so
-- two bookings at once queue on its lock, and a booking that fails gives its number back with the rollback.
CREATE TABLE cashbook_series (
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  year integer NOT NULL CHECK (year BETWEEN 1900 AND 2999),
  last_number integer NOT NULL CHECK (last_number > 0),
  PRIMARY KEY (stakeholder_id, year)
);

CREATE TABLE cashbook_voucher (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  year integer NOT NULL,
  number integer NOT NULL CHECK (number > 0),
  voucher_date date NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 200),
  -- Who booked it (the person logged in) and whether staff (Editor) did it on the member's behalf.
  created_by uuid NOT NULL REFERENCES person (id),
  created_by_staff boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  changed_at timestamptz,
  discarded_at timestamptz,
  discarded_by uuid REFERENCES person (id),
  UNIQUE (stakeholder_id, year, number),
  CHECK (extract(year FROM voucher_date) = year),
  CHECK ((discarded_at IS NULL) = (discarded_by IS NULL))
);
CREATE INDEX cashbook_voucher_year_idx ON cashbook_voucher (stakeholder_id, year, number);

-- A row: one account, debit or credit (never both, never neither), whole öre.
CREATE TABLE cashbook_row (
  voucher_id bigint NOT NULL REFERENCES cashbook_voucher (id),
  position integer NOT NULL CHECK (position >= 0),
  account integer NOT NULL CHECK (account BETWEEN 1000 AND 8999),
  debit_ore bigint NOT NULL DEFAULT 0 CHECK (debit_ore >= 0),
  credit_ore bigint NOT NULL DEFAULT 0 CHECK (credit_ore >= 0),
  PRIMARY KEY (voucher_id, position),
  CHECK ((debit_ore = 0) <> (credit_ore = 0))
);
CREATE INDEX cashbook_row_account_idx ON cashbook_row (account);

-- What a voucher looked like before each change: a correction shows when and by whom (BFL 5 kap. 5 §).
CREATE TABLE cashbook_voucher_change (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  voucher_id bigint NOT NULL REFERENCES cashbook_voucher (id),
  changed_at timestamptz NOT NULL,
  changed_by uuid NOT NULL REFERENCES person (id),
  changed_by_staff boolean NOT NULL,
  previous jsonb NOT NULL
);
CREATE INDEX cashbook_voucher_change_voucher_idx ON cashbook_voucher_change (voucher_id);

-- Receipts and invoices behind a voucher (underlag): a photo or a PDF of at most 10 MB, kept in the database.
CREATE TABLE cashbook_attachment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  voucher_id bigint NOT NULL REFERENCES cashbook_voucher (id),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  content bytea NOT NULL,
  uploaded_by uuid NOT NULL REFERENCES person (id),
  uploaded_at timestamptz NOT NULL
);
CREATE INDEX cashbook_attachment_voucher_idx ON cashbook_attachment (voucher_id);
