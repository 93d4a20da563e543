-- Timber price lists (docs/domain.md 6): per region, the association's list in force from a day
-- on, with kr/m³fub per species and assortment; sågtimmer per top-diameter class under bark (2 cm classes from
-- 14 cm, the last 30 cm and up). The list in force on a day is the region's latest with valid_from <= that day.
-- Each list also carries the typical harvesting cost it reckons with (docs/domain.md 5: föryngringsavverkning
-- about 134 kr/m³fub, gallring 269), which the value calculator subtracts. Money in whole öre.
CREATE TABLE timber_price_list (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 100),
  region text NOT NULL CHECK (region IN ('uppland', 'dalarna', 'gavleborg')),
  valid_from date NOT NULL,
  harvesting_cost_final_ore_per_m3fub bigint NOT NULL CHECK (harvesting_cost_final_ore_per_m3fub >= 0),
  harvesting_cost_thinning_ore_per_m3fub bigint NOT NULL CHECK (harvesting_cost_thinning_ore_per_m3fub >= 0),
  UNIQUE (region, valid_from)
);

CREATE TABLE timber_price (
  price_list_id uuid NOT NULL REFERENCES timber_price_list (id),
  species text NOT NULL CHECK (species IN ('tall', 'gran', 'bjork')),
  assortment text NOT NULL CHECK (assortment IN ('sagtimmer', 'klentimmer', 'massaved', 'bransleved')),
  -- The diameter class's lower bound in cm (sågtimmer only).
  diameter_cm integer CHECK (diameter_cm BETWEEN 10 AND 60),
  price_ore_per_m3fub bigint NOT NULL CHECK (price_ore_per_m3fub > 0),
  CHECK ((assortment = 'sagtimmer') = (diameter_cm IS NOT NULL))
);
CREATE UNIQUE INDEX timber_price_key_idx
  ON timber_price (price_list_id, species, assortment, coalesce(diameter_cm, 0));

INSERT INTO timber_price_list (name, region, valid_from, harvesting_cost_final_ore_per_m3fub,
  harvesting_cost_thinning_ore_per_m3fub) VALUES
  ('Prislista Uppland 2024:1', 'uppland', '2024-01-01', 13400, 26900),
  ('Prislista Uppland 2026:1', 'uppland', '2026-01-01', 13400, 26900),
  ('Prislista Uppland 2026:2', 'uppland', '2026-09-01', 13900, 26900),
  ('Prislista Dalarna 2026:1', 'dalarna', '2026-02-01', 14000, 27500),
  ('Prislista Gävleborg 2026:1', 'gavleborg', '2026-03-01', 13800, 27200);

INSERT INTO timber_price (price_list_id, species, assortment, diameter_cm, price_ore_per_m3fub)
SELECT l.id, v.species, v.assortment, v.diameter_cm, v.price FROM timber_price_list l,
(VALUES
  ('tall', 'sagtimmer', 14, 52000), ('tall', 'sagtimmer', 16, 57000), ('tall', 'sagtimmer', 18, 62000),
  ('tall', 'sagtimmer', 20, 67000), ('tall', 'sagtimmer', 22, 71000), ('tall', 'sagtimmer', 24, 74500),
  ('tall', 'sagtimmer', 26, 77000), ('tall', 'sagtimmer', 28, 79000), ('tall', 'sagtimmer', 30, 80000),
  ('gran', 'sagtimmer', 14, 50000), ('gran', 'sagtimmer', 16, 55000), ('gran', 'sagtimmer', 18, 60000),
  ('gran', 'sagtimmer', 20, 64000), ('gran', 'sagtimmer', 22, 67500), ('gran', 'sagtimmer', 24, 70000),
  ('gran', 'sagtimmer', 26, 71500), ('gran', 'sagtimmer', 28, 72000), ('gran', 'sagtimmer', 30, 71000),
  ('tall', 'klentimmer', NULL, 48000), ('gran', 'klentimmer', NULL, 46000), ('tall', 'massaved', NULL, 33000),
  ('gran', 'massaved', NULL, 33000), ('bjork', 'massaved', NULL, 33000), ('tall', 'bransleved', NULL, 38000),
  ('gran', 'bransleved', NULL, 38000), ('bjork', 'bransleved', NULL, 38000)
) AS v (species, assortment, diameter_cm, price)
WHERE l.name = 'Prislista Uppland 2024:1';

INSERT INTO timber_price (price_list_id, species, assortment, diameter_cm, price_ore_per_m3fub)
SELECT l.id, v.species, v.assortment, v.diameter_cm, v.price FROM timber_price_list l,
(VALUES
  ('tall', 'sagtimmer', 14, 56000), ('tall', 'sagtimmer', 16, 61000), ('tall', 'sagtimmer', 18, 66000),
  ('tall', 'sagtimmer', 20, 71000), ('tall', 'sagtimmer', 22, 75000), ('tall', 'sagtimmer', 24, 78500),
  ('tall', 'sagtimmer', 26, 81000), ('tall', 'sagtimmer', 28, 83000), ('tall', 'sagtimmer', 30, 84000),
  ('gran', 'sagtimmer', 14, 54000), ('gran', 'sagtimmer', 16, 59000), ('gran', 'sagtimmer', 18, 64000),
  ('gran', 'sagtimmer', 20, 68000), ('gran', 'sagtimmer', 22, 71500), ('gran', 'sagtimmer', 24, 74000),
  ('gran', 'sagtimmer', 26, 75500), ('gran', 'sagtimmer', 28, 76000), ('gran', 'sagtimmer', 30, 75000),
  ('tall', 'klentimmer', NULL, 52000), ('gran', 'klentimmer', NULL, 50000), ('tall', 'massaved', NULL, 35000),
  ('gran', 'massaved', NULL, 35000), ('bjork', 'massaved', NULL, 35000), ('tall', 'bransleved', NULL, 38000),
  ('gran', 'bransleved', NULL, 38000), ('bjork', 'bransleved', NULL, 38000)
) AS v (species, assortment, diameter_cm, price)
WHERE l.name = 'Prislista Uppland 2026:1';

INSERT INTO timber_price (price_list_id, species, assortment, diameter_cm, price_ore_per_m3fub)
SELECT l.id, v.species, v.assortment, v.diameter_cm, v.price FROM timber_price_list l,
(VALUES
  ('tall', 'sagtimmer', 14, 58000), ('tall', 'sagtimmer', 16, 63000), ('tall', 'sagtimmer', 18, 68000),
  ('tall', 'sagtimmer', 20, 73000), ('tall', 'sagtimmer', 22, 77000), ('tall', 'sagtimmer', 24, 80500),
  ('tall', 'sagtimmer', 26, 83000), ('tall', 'sagtimmer', 28, 85000), ('tall', 'sagtimmer', 30, 86000),
  ('gran', 'sagtimmer', 14, 56000), ('gran', 'sagtimmer', 16, 61000), ('gran', 'sagtimmer', 18, 66000),
  ('gran', 'sagtimmer', 20, 70000), ('gran', 'sagtimmer', 22, 73500), ('gran', 'sagtimmer', 24, 76000),
  ('gran', 'sagtimmer', 26, 77500), ('gran', 'sagtimmer', 28, 78000), ('gran', 'sagtimmer', 30, 77000),
  ('tall', 'klentimmer', NULL, 53000), ('gran', 'klentimmer', NULL, 51000), ('tall', 'massaved', NULL, 36000),
  ('gran', 'massaved', NULL, 36000), ('bjork', 'massaved', NULL, 36000), ('tall', 'bransleved', NULL, 38000),
  ('gran', 'bransleved', NULL, 38000), ('bjork', 'bransleved', NULL, 38000)
) AS v (species, assortment, diameter_cm, price)
WHERE l.name = 'Prislista Uppland 2026:2';

INSERT INTO timber_price (price_list_id, species, assortment, diameter_cm, price_ore_per_m3fub)
SELECT l.id, v.species, v.assortment, v.diameter_cm, v.price FROM timber_price_list l,
(VALUES
  ('tall', 'sagtimmer', 14, 53000), ('tall', 'sagtimmer', 16, 58000), ('tall', 'sagtimmer', 18, 63000),
  ('tall', 'sagtimmer', 20, 68000), ('tall', 'sagtimmer', 22, 72000), ('tall', 'sagtimmer', 24, 75500),
  ('tall', 'sagtimmer', 26, 78000), ('tall', 'sagtimmer', 28, 80000), ('tall', 'sagtimmer', 30, 81000),
  ('gran', 'sagtimmer', 14, 51000), ('gran', 'sagtimmer', 16, 56000), ('gran', 'sagtimmer', 18, 61000),
  ('gran', 'sagtimmer', 20, 65000), ('gran', 'sagtimmer', 22, 68500), ('gran', 'sagtimmer', 24, 71000),
  ('gran', 'sagtimmer', 26, 72500), ('gran', 'sagtimmer', 28, 73000), ('gran', 'sagtimmer', 30, 72000),
  ('tall', 'klentimmer', NULL, 50000), ('gran', 'klentimmer', NULL, 48000), ('tall', 'massaved', NULL, 33000),
  ('gran', 'massaved', NULL, 33000), ('bjork', 'massaved', NULL, 33000), ('tall', 'bransleved', NULL, 36000),
  ('gran', 'bransleved', NULL, 36000), ('bjork', 'bransleved', NULL, 36000)
) AS v (species, assortment, diameter_cm, price)
WHERE l.name = 'Prislista Dalarna 2026:1';

INSERT INTO timber_price (price_list_id, species, assortment, diameter_cm, price_ore_per_m3fub)
SELECT l.id, v.species, v.assortment, v.diameter_cm, v.price FROM timber_price_list l,
(VALUES
  ('tall', 'sagtimmer', 14, 54000), ('tall', 'sagtimmer', 16, 59000), ('tall', 'sagtimmer', 18, 64000),
  ('tall', 'sagtimmer', 20, 69000), ('tall', 'sagtimmer', 22, 73000), ('tall', 'sagtimmer', 24, 76500),
  ('tall', 'sagtimmer', 26, 79000), ('tall', 'sagtimmer', 28, 81000), ('tall', 'sagtimmer', 30, 82000),
  ('gran', 'sagtimmer', 14, 52000), ('gran', 'sagtimmer', 16, 57000), ('gran', 'sagtimmer', 18, 62000),
  ('gran', 'sagtimmer', 20, 66000), ('gran', 'sagtimmer', 22, 69500), ('gran', 'sagtimmer', 24, 72000),
  ('gran', 'sagtimmer', 26, 73500), ('gran', 'sagtimmer', 28, 74000), ('gran', 'sagtimmer', 30, 73000),
  ('tall', 'klentimmer', NULL, 50500), ('gran', 'klentimmer', NULL, 48500), ('tall', 'massaved', NULL, 34000),
  ('gran', 'massaved', NULL, 34000), ('bjork', 'massaved', NULL, 34000), ('tall', 'bransleved', NULL, 37000),
  ('gran', 'bransleved', NULL, 37000), ('bjork', 'bransleved', NULL, 37000)
) AS v (species, assortment, diameter_cm, price)
WHERE l.name = 'Prislista Gävleborg 2026:1';
