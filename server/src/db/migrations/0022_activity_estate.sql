-- The estate an activity item is about, so that a representative whose mandate covers some of
-- the member's estates sees no item about the others. An item about no estate (a statement) has none.
ALTER TABLE activity ADD COLUMN estate_id uuid REFERENCES estate (id);
-- Items written before name their estate in the text: the member's estate whose designation they name.
UPDATE activity a SET estate_id = e.id
  FROM estate e JOIN business b ON b.id = e.business_id
 WHERE b.stakeholder_id = a.stakeholder_id AND strpos(a.text, e.designation) > 0;
