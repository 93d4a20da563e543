-- Contact: the messages members send their advisor, when the mail sender tries a mail next, and
-- the local mailbox that the embedded SMTP server fills when the portal runs locally without SMTP_URL.

-- A message from the contact page (`POST /api/contact/messages`), kept as the association's record of it;
-- the mail to the advisor is queued in `outgoing_mail` in the same transaction.
CREATE TABLE contact_message (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stakeholder_id text NOT NULL REFERENCES stakeholder (id),
  -- Who wrote it: the member, or staff (Editor) writing on the member's behalf.
  person_id uuid NOT NULL REFERENCES person (id),
  business_id text NOT NULL REFERENCES business (id),
  advisor_id text NOT NULL REFERENCES advisor (id),
  subject text NOT NULL,
  message text NOT NULL,
  reply_channel text NOT NULL CHECK (reply_channel IN ('email', 'phone')),
  sent_at timestamptz NOT NULL
);
CREATE INDEX contact_message_stakeholder_idx ON contact_message (stakeholder_id, sent_at);

-- The mail sender's schedule: a claimed mail is leased until then, a failed one waits (backoff); null: due.
ALTER TABLE outgoing_mail ADD COLUMN next_attempt_at timestamptz;
CREATE INDEX outgoing_mail_due_idx ON outgoing_mail (next_attempt_at) WHERE sent_at IS NULL;

-- Local development only: what the embedded SMTP server received, shown on the dev outbox page.
CREATE TABLE local_mailbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender text NOT NULL,
  recipients text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_mailbox_received_idx ON local_mailbox (received_at DESC);
