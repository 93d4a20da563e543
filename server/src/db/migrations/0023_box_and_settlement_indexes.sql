-- Documents and the annual statement find a settlement's bookings by it; most bookings have none.
CREATE INDEX booking_settlement_idx ON booking (settlement_id) WHERE settlement_id IS NOT NULL;

-- Stands are searched by whether their bounding box meets the map's. A B-tree on the four edges can only
-- range-scan its first column; a GiST index on the box answers the overlap itself (&&, edges included).
DROP INDEX stand_bbox_idx;
CREATE INDEX stand_box_idx ON stand USING gist (box(point(min_e, min_n), point(max_e, max_n)));
