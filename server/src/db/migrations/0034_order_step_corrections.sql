-- A confirmed order's planned period is two days (the member reads them in weeks), so the day the work is
-- scheduled to start can be checked against it. Steps saved before keep their period in words only.
ALTER TABLE service_order_step ADD COLUMN planned_from date;
ALTER TABLE service_order_step ADD COLUMN planned_until date;
ALTER TABLE service_order_step ADD CONSTRAINT service_order_step_planned_check
  CHECK (planned_until IS NULL OR planned_until >= planned_from);

-- An Editor may correct the order's latest step; the member is told, and the step says when and by whom it
-- was corrected. What it said before is kept here, one row per correction, for the audit.
ALTER TABLE service_order_step ADD COLUMN corrected_at timestamptz;
ALTER TABLE service_order_step ADD COLUMN corrected_by_name text;
CREATE TABLE service_order_step_correction (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES service_order (id),
  step text NOT NULL,
  at timestamptz NOT NULL,
  by_person_id uuid REFERENCES person (id),
  by_name text NOT NULL,
  -- The step's columns as they were before the correction.
  before jsonb NOT NULL
);
CREATE INDEX service_order_step_correction_order_idx ON service_order_step_correction (order_id, at);
