-- Cashbook attachments stored in pieces. On the embedded database one statement runs at a time:
-- a 10 MB file written in one statement held every other request for seconds. A file now arrives as chunks
-- of at most 256 KB, each written by its own statement, so other requests go in between.
--
-- An attachment is `receiving` while its chunks arrive: never listed, served or counted, and removed (with
-- its chunks) when the upload fails. When the last chunk is in, one short transaction checks the limits and
-- marks it received. Attachments written before this migration keep their bytes in `content`, and are
-- read from there.
ALTER TABLE cashbook_attachment
  ALTER COLUMN content DROP NOT NULL,
  ADD COLUMN receiving boolean NOT NULL DEFAULT false;

-- The size is known once the last chunk is in.
ALTER TABLE cashbook_attachment DROP CONSTRAINT cashbook_attachment_size_bytes_check;
ALTER TABLE cashbook_attachment ADD CONSTRAINT cashbook_attachment_size_bytes_check
  CHECK (size_bytes BETWEEN 1 AND 10485760 OR (receiving AND size_bytes = 0));

CREATE TABLE cashbook_attachment_chunk (
  attachment_id uuid NOT NULL REFERENCES cashbook_attachment (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  content bytea NOT NULL CHECK (length(content) BETWEEN 1 AND 262144),
  PRIMARY KEY (attachment_id, position)
);
-- PDFs, JPEGs and PNGs are compressed already: trying again only costs time.
ALTER TABLE cashbook_attachment_chunk ALTER COLUMN content SET STORAGE EXTERNAL;

-- Uploads a stopped server left half done, for the sweep.
CREATE INDEX cashbook_attachment_receiving_idx ON cashbook_attachment (uploaded_at) WHERE receiving;
