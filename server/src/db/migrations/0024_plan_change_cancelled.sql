-- A member pulling back a payment-plan change request is "cancelled" in code and data; "withdraw" means only
-- taking money out of the merkonto (docs/glossary.md).
ALTER TABLE payment_plan_change DROP CONSTRAINT payment_plan_change_status_check;
UPDATE payment_plan_change SET status = 'cancelled' WHERE status = 'withdrawn';
ALTER TABLE payment_plan_change
  ADD CONSTRAINT payment_plan_change_status_check CHECK (status IN ('received', 'approved', 'rejected', 'cancelled'));
