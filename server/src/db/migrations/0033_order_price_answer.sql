-- A final price above the estimate the member signed waits for the member's answer (docs/portal.md, orders):
-- accepted with BankID, or declined, when the estimate is what they pay. The answer is the order's last step.
ALTER TABLE service_order DROP CONSTRAINT service_order_status_check;
ALTER TABLE service_order ADD CONSTRAINT service_order_status_check
  CHECK (status IN ('received', 'confirmed', 'scheduled', 'done', 'price-accepted', 'price-declined', 'cancelled'));
ALTER TABLE service_order_step DROP CONSTRAINT service_order_step_step_check;
ALTER TABLE service_order_step ADD CONSTRAINT service_order_step_step_check
  CHECK (step IN ('received', 'confirmed', 'scheduled', 'done', 'price-accepted', 'price-declined', 'cancelled'));
-- Accepting a higher final price is signed like every write that moves money.
ALTER TABLE signed_write DROP CONSTRAINT signed_write_kind_check;
ALTER TABLE signed_write ADD CONSTRAINT signed_write_kind_check
  CHECK (kind IN ('withdrawal', 'plan-change', 'mandate', 'order', 'order-price'));
