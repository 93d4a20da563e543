-- Idempotency keys belong to the person and whom they act for: the same key sent acting for
-- oneself and then for one's company are two requests, not a retry of one.
ALTER TABLE idempotency_key ADD COLUMN stakeholder_id text REFERENCES stakeholder (id) ON DELETE CASCADE;
-- A key kept from before (at most 24 hours old) was almost always sent acting for oneself.
UPDATE idempotency_key k SET stakeholder_id = s.id
  FROM stakeholder s WHERE s.person_id = k.person_id AND s.kind = 'person';
DELETE FROM idempotency_key WHERE stakeholder_id IS NULL;
ALTER TABLE idempotency_key ALTER COLUMN stakeholder_id SET NOT NULL;
ALTER TABLE idempotency_key DROP CONSTRAINT idempotency_key_pkey;
ALTER TABLE idempotency_key ADD PRIMARY KEY (person_id, stakeholder_id, key);
