-- Idempotency keys: a state-changing call that creates an order or moves money carries an
-- Idempotency-Key. The first request with a key is carried out and its answer kept, in the same
-- transaction as its writes; a retry with the same key gets that answer again instead of a second order.
-- Keys belong to the person who sent them, so two people can never collide.
CREATE TABLE idempotency_key (
  person_id uuid NOT NULL REFERENCES person (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- What was asked: method, route and body, hashed; the same key with another request is refused.
  fingerprint text NOT NULL,
  status integer,
  -- The answer exactly as first sent, so a replay is the same to the byte.
  body text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (person_id, key)
);
CREATE INDEX idempotency_key_created_idx ON idempotency_key (created_at);
