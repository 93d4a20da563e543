-- A BankID order is a login (auth) or a signature (sign). A sign order keeps what it asks to be signed and
-- who alone may sign it, so an unscanned QR order can be restarted with the same request.
ALTER TABLE bankid_order ADD COLUMN sign jsonb;

-- Writes that move money or give rights are signed with BankID (docs/signing.md). One row per write asked
-- for: what is signed (the request's hash and the text shown), then the evidence once signed (BankID's
-- signature and OCSP response, the signer, the time), then what the write made once carried out. A row
-- never signed is removed after a day; a signed one is kept as evidence.
CREATE TABLE signed_write (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('withdrawal', 'plan-change', 'mandate', 'order')),
  -- The session's person, who alone may sign it, and the member they act for.
  person_id uuid NOT NULL REFERENCES person (id),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id) ON DELETE CASCADE,
  -- Staff (an Editor) signing on the member's behalf.
  on_behalf boolean NOT NULL,
  request_hash text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  -- The running BankID order's flow token; server-side, as the login's is in an HttpOnly cookie.
  flow_token text,
  signed_at timestamptz,
  signer_name text,
  signature text,
  ocsp_response text,
  carried_out_at timestamptz,
  -- What the write made: the withdrawal's or change request's id, the order's number, the mandate's id.
  subject_id text
);
CREATE INDEX signed_write_subject_idx ON signed_write (stakeholder_id, kind, subject_id)
  WHERE subject_id IS NOT NULL;
CREATE INDEX signed_write_unsigned_idx ON signed_write (created_at) WHERE signed_at IS NULL;
