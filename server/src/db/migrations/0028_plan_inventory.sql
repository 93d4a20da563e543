-- The forest plan's inventory date: the day its stands' figures were measured, from which they are
-- rolled forward (docs/forest-growth.md). Null for an estate without a plan, or whose plan's date is unknown.
ALTER TABLE estate ADD COLUMN plan_inventoried_on date;
