-- Mandates (`Ir/CreateRight`, `Ir/RemoveRight`, `Ir/GetRightEdocs/{id}`): what a mandate covers,
-- who gave it, and the signed mandate document that records when and by whom it was given and revoked.

-- Read-only is the only kind the portal gives today (DelegatedRight), but it is stored, not assumed, so a
-- wider mandate later is a data change the document can show. Who gave it: the member themself, or staff
-- serving them (Editor); unknown for mandates given before this migration.
ALTER TABLE delegated_right
  ADD COLUMN read_only boolean NOT NULL DEFAULT true CHECK (read_only),
  ADD COLUMN created_by_person_id uuid REFERENCES person (id);

UPDATE delegated_right d SET created_by_person_id = s.person_id
  FROM stakeholder s WHERE s.id = d.grantor_stakeholder_id AND s.kind = 'person';

-- Which estates a mandate covers; a mandate without rows covers all the grantor's estates, also later ones.
CREATE TABLE delegated_right_estate (
  delegated_right_id uuid NOT NULL REFERENCES delegated_right (id) ON DELETE CASCADE,
  estate_id uuid NOT NULL REFERENCES estate (id),
  PRIMARY KEY (delegated_right_id, estate_id)
);
CREATE INDEX delegated_right_estate_estate_idx ON delegated_right_estate (estate_id);

-- The signed mandate document, one per mandate: what was given, as it read when it was signed (names
-- change, estates are sold), and when and by whom it was given and revoked. `estate_designations` empty
-- means all estates.
CREATE TABLE mandate_document (
  delegated_right_id uuid PRIMARY KEY REFERENCES delegated_right (id) ON DELETE CASCADE,
  grantor_name text NOT NULL,
  holder_name text NOT NULL,
  estate_designations text[] NOT NULL DEFAULT '{}',
  valid_until date,
  given_at timestamptz NOT NULL,
  given_by_person_id uuid REFERENCES person (id),
  revoked_at timestamptz,
  revoked_by_person_id uuid REFERENCES person (id)
);

INSERT INTO mandate_document (delegated_right_id, grantor_name, holder_name, valid_until, given_at,
                              given_by_person_id, revoked_at)
SELECT d.id, s.name, p.given_name || ' ' || p.surname, d.valid_until, d.created_at, d.created_by_person_id,
       d.revoked_at
  FROM delegated_right d
  JOIN stakeholder s ON s.id = d.grantor_stakeholder_id
  JOIN person p ON p.id = d.grantee_person_id;
