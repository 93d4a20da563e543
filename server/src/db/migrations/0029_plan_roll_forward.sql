-- Forest plans rolled forward (framskrivning; docs/forest-growth.md 10). The stand's own columns stay
-- as inventoried; what the roll gives is kept beside them, in a table of its own, rewritten whole at each roll.

-- The day the plan's figures are rolled forward to (a 1 September), and the inventory date they were grown
-- from: when the plan's inventory date changes (a new inventory), the two differ and the plan is rolled again.
ALTER TABLE estate
  ADD COLUMN plan_rolled_forward_to date,
  ADD COLUMN plan_rolled_from date,
  ADD CONSTRAINT estate_plan_rolled_check CHECK ((plan_rolled_forward_to IS NULL) = (plan_rolled_from IS NULL));

-- One stand's figures in the year its estate's plan is rolled forward to, rounded as the growth model gives
-- them, and the next action: the model's (röjning, gallring, slutavverkning) or, lacking one, the plan's own.
CREATE TABLE stand_rolled_forward (
  stand_id uuid PRIMARY KEY REFERENCES stand (id) ON DELETE CASCADE,
  age integer NOT NULL CHECK (age >= 0),
  dominant_height numeric(4, 1) NOT NULL CHECK (dominant_height >= 0),
  mean_height numeric(4, 1) NOT NULL CHECK (mean_height >= 0),
  volume_per_ha integer NOT NULL CHECK (volume_per_ha >= 0),
  volume_total integer NOT NULL CHECK (volume_total >= 0),
  growth_per_ha numeric(4, 1) NOT NULL CHECK (growth_per_ha >= 0),
  cutting_class text NOT NULL CHECK (cutting_class IN ('K1', 'K2', 'R1', 'R2', 'G1', 'G2', 'S1', 'S2', 'S3', 'E1', 'E2', 'E3')),
  next_action text CHECK (next_action IN ('Plantering', 'Markberedning', 'Röjning', 'Gallring', 'Slutavverkning', 'Naturvårdsåtgärd')),
  next_action_year integer,
  CHECK ((next_action IS NULL) = (next_action_year IS NULL))
);

-- The actions a roll has told the member of: one notification per stand, action and plan (its inventory
-- date), whichever process or round gets there first.
CREATE TABLE stand_action_notice (
  stand_id uuid NOT NULL REFERENCES stand (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('Röjning', 'Gallring', 'Slutavverkning')),
  plan_inventoried_on date NOT NULL,
  due_year integer NOT NULL,
  notified_at timestamptz NOT NULL,
  PRIMARY KEY (stand_id, action, plan_inventoried_on)
);

-- The round looks for plans to roll in keyset order: those with an inventory date are the candidates.
CREATE INDEX estate_plan_roll_idx ON estate (id) WHERE plan_inventoried_on IS NOT NULL;

-- Roll-forward notifications are a category of their own, "Din skog", so a member can choose how to hear of them.
ALTER TABLE notification DROP CONSTRAINT notification_category_check;
ALTER TABLE notification ADD CONSTRAINT notification_category_check
  CHECK (category IN ('economy', 'contracts', 'documents', 'mandates', 'meetings', 'messages', 'forest', 'news'));
ALTER TABLE notification_setting DROP CONSTRAINT notification_setting_category_check;
ALTER TABLE notification_setting ADD CONSTRAINT notification_setting_category_check
  CHECK (category IN ('economy', 'contracts', 'documents', 'mandates', 'meetings', 'messages', 'forest', 'news'));
