-- A signed write is prepared into the effect it will have (for whom, and what it does: the order's lines and
-- prices, the account, the estates), and BankID signs that effect's hash beside the text (docs/signing.md).
-- The write is carried out only while it still has that effect. Rows prepared before have neither and are
-- prepared again.
ALTER TABLE signed_write ADD COLUMN effect jsonb;
ALTER TABLE signed_write ADD COLUMN signed_hash text;
