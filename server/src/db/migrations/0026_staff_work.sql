-- The association's side: staff move what members send along, and members follow it. Every step
-- keeps who took it and when; the member sees the steps (and the reasons) on their pages.

-- The advisor a staff member is, if any: their own work list opens on their own errands.
ALTER TABLE staff ADD COLUMN advisor_id text REFERENCES advisor (id);

-- An order's steps: received (when placed) → confirmed (a planned period and a note to the member) →
-- scheduled (date, contractor) → done (date, the final figures) or cancelled (a reason). One row per step;
-- `service_order.status` is the latest. `by_name` is kept as it was, for the member's timeline.
CREATE TABLE service_order_step (
  order_id uuid NOT NULL REFERENCES service_order (id),
  step text NOT NULL CHECK (step IN ('received', 'confirmed', 'scheduled', 'done', 'cancelled')),
  at timestamptz NOT NULL,
  -- Null for a step recorded outside the portal (the association's own systems, the demo data).
  by_person_id uuid REFERENCES person (id),
  by_name text NOT NULL,
  -- To the member: the advisor's note (confirmed, scheduled, done) or the reason (cancelled).
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
  planned_period text CHECK (length(planned_period) <= 100),
  scheduled_on date,
  contractor text CHECK (length(contractor) <= 100),
  done_on date,
  -- Done: the final figures per order line, [{ "position": 1, "areaHa": 2.4, "netOre": 1, "vatOre": 1 }].
  final_lines jsonb,
  final_net_ore bigint CHECK (final_net_ore >= 0),
  final_vat_ore bigint CHECK (final_vat_ore >= 0),
  final_total_ore bigint,
  -- Why the final price differs from the estimate; the member sees it.
  price_reason text CHECK (length(price_reason) <= 1000),
  PRIMARY KEY (order_id, step),
  CHECK (step <> 'confirmed' OR planned_period IS NOT NULL),
  CHECK (step <> 'scheduled' OR (scheduled_on IS NOT NULL AND contractor IS NOT NULL)),
  CHECK (step <> 'done' OR (done_on IS NOT NULL AND final_total_ore = final_net_ore + final_vat_ore)),
  CHECK (step <> 'cancelled' OR note <> '')
);

-- Every order placed so far was received when it was placed.
INSERT INTO service_order_step (order_id, step, at, by_person_id, by_name)
SELECT id, 'received', placed_at, placed_by_person_id, placed_by_name FROM service_order;

-- Which district an order's member belongs to, for the district's work list: the advisor's.
CREATE INDEX service_order_advisor_idx ON service_order (advisor_id, placed_at DESC);

-- Contact messages: the advisor's answer in the portal, and when it was marked as handled (and by whom).
CREATE TABLE contact_answer (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES contact_message (id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  answered_at timestamptz NOT NULL,
  by_person_id uuid NOT NULL REFERENCES person (id),
  by_name text NOT NULL
);
CREATE INDEX contact_answer_message_idx ON contact_answer (message_id, answered_at);
ALTER TABLE contact_message ADD COLUMN handled_at timestamptz;
ALTER TABLE contact_message ADD COLUMN handled_by_person_id uuid REFERENCES person (id);

-- Payment-plan change requests and membership applications: who decided, and the reason for a refusal.
ALTER TABLE payment_plan_change ADD COLUMN decided_by_person_id uuid REFERENCES person (id);
ALTER TABLE payment_plan_change ADD COLUMN decision_reason text CHECK (length(decision_reason) <= 1000);
ALTER TABLE registration ADD COLUMN decided_at timestamptz;
ALTER TABLE registration ADD COLUMN decided_by_person_id uuid REFERENCES person (id);
ALTER TABLE registration ADD COLUMN decision_reason text CHECK (length(decision_reason) <= 1000);

-- A booked meeting the advisor has confirmed (a moved meeting is confirmed by the move).
ALTER TABLE meeting ADD COLUMN confirmed_at timestamptz;
ALTER TABLE meeting ADD COLUMN confirmed_by_person_id uuid REFERENCES person (id);

-- Answers to the member's messages are a notification category of their own.
ALTER TABLE notification DROP CONSTRAINT notification_category_check;
ALTER TABLE notification ADD CONSTRAINT notification_category_check
  CHECK (category IN ('economy', 'contracts', 'documents', 'mandates', 'meetings', 'messages', 'news'));
ALTER TABLE notification_setting DROP CONSTRAINT notification_setting_category_check;
ALTER TABLE notification_setting ADD CONSTRAINT notification_setting_category_check
  CHECK (category IN ('economy', 'contracts', 'documents', 'mandates', 'meetings', 'messages', 'news'));
