-- A forest plan gives each stand its productive area beside its whole area: a bog, a rock outcrop or a
-- power line in a stand is impediment, on which nothing grows that the plan counts. Volumes, the cutting-
-- and age-class tables and the area of ordered work are reckoned on the productive area, so a plan's
-- stands add up to the estate's productive forest land (docs/forest-growth.md). A stand stored before
-- holds no impediment.
ALTER TABLE stand ADD COLUMN productive_area_m2 double precision;
UPDATE stand SET productive_area_m2 = area_m2;
ALTER TABLE stand
  ALTER COLUMN productive_area_m2 SET NOT NULL,
  ADD CONSTRAINT stand_productive_area_within CHECK (productive_area_m2 > 0 AND productive_area_m2 <= area_m2);
