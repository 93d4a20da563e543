-- Approving a payment-plan change moves or splits the payout itself (staff-work), so the payout row
-- then holds the new day and amount. The change keeps the payout as the member asked about it, so their list
-- still reads "flytta utbetalningen 29 januari 2027" after the approval. Null while the payout is unchanged.
ALTER TABLE payment_plan_change ADD COLUMN payout_due_on date;
ALTER TABLE payment_plan_change ADD COLUMN payout_amount_ore bigint CHECK (payout_amount_ore > 0);
ALTER TABLE payment_plan_change
  ADD CONSTRAINT payment_plan_change_payout_as_asked_check CHECK ((payout_due_on IS NULL) = (payout_amount_ore IS NULL));
