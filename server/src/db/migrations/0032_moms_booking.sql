-- Moms paid beside a payout from the payment plan is money in but never income: it gets a kind of its own, so
-- that no report counts it as likvid (docs/domain.md 3). Such moms booked before now as likvid is moved to it.
ALTER TABLE booking DROP CONSTRAINT booking_kind_check;
ALTER TABLE booking ADD CONSTRAINT booking_kind_check CHECK (kind IN (
  'likvid', 'dellikvid', 'efterlikvid', 'utdelning', 'ranta', 'overforing', 'uttag', 'avgift',
  'moms'           -- moms paid with a payout of the payment plan
));
UPDATE booking SET kind = 'moms'
 WHERE kind = 'likvid' AND settlement_id IS NULL AND text LIKE 'Moms % på utbetalning från betalningsplan';
