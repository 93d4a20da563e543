-- Economy: a member may cancel a pending withdrawal before its pay day. The money comes back to the
-- merkonto by a reversing booking ("Återfört uttag"), which the withdrawal points at.
ALTER TABLE withdrawal DROP CONSTRAINT withdrawal_status_check;
ALTER TABLE withdrawal ADD CONSTRAINT withdrawal_status_check
  CHECK (status IN ('pending', 'paid', 'cancelled'));
ALTER TABLE withdrawal ADD COLUMN cancelled_at timestamptz;
ALTER TABLE withdrawal ADD COLUMN cancel_booking_id bigint REFERENCES booking (id);
ALTER TABLE withdrawal ADD CONSTRAINT withdrawal_cancelled_check
  CHECK ((status = 'cancelled') = (cancel_booking_id IS NOT NULL AND cancelled_at IS NOT NULL));
-- The background work looks for pending withdrawals whose pay day has come.
CREATE INDEX withdrawal_pending_idx ON withdrawal (pay_on) WHERE status = 'pending';
