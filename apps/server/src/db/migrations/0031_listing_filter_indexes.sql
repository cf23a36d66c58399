-- Marketplace searches by filter (docs/decisions/047-each-search-fast-at-the-engine.md): each
-- listing index carries the other filter columns and the poster, so a search's page and its
-- bounded count filter the index entries alone (an index-only scan once the table is vacuumed)
-- instead of fetching every candidate row from the table. At a million loads a material with a
-- truck type that no load has was 33,000 row fetches; it is now 33,000 index entries read in order.
DROP INDEX loads_market;
CREATE INDEX loads_market ON loads (status, created_at DESC, id DESC)
  INCLUDE (user_id, pickup_date, material_id, truck_type_id, capacity_id);
DROP INDEX loads_material;
CREATE INDEX loads_material ON loads (status, material_id, created_at DESC, id DESC)
  INCLUDE (user_id, pickup_date, truck_type_id, capacity_id);
DROP INDEX loads_truck_type;
CREATE INDEX loads_truck_type ON loads (status, truck_type_id, created_at DESC, id DESC)
  INCLUDE (user_id, pickup_date, material_id, capacity_id);
DROP INDEX loads_capacity;
CREATE INDEX loads_capacity ON loads (status, capacity_id, created_at DESC, id DESC)
  INCLUDE (user_id, pickup_date, material_id, truck_type_id);

DROP INDEX truck_postings_market;
CREATE INDEX truck_postings_market ON truck_postings (status, created_at DESC, id DESC)
  INCLUDE (user_id, available_at, truck_type_id, capacity_id);
DROP INDEX truck_postings_truck_type;
CREATE INDEX truck_postings_truck_type ON truck_postings (status, truck_type_id, created_at DESC, id DESC)
  INCLUDE (user_id, available_at, capacity_id);
DROP INDEX truck_postings_capacity;
CREATE INDEX truck_postings_capacity ON truck_postings (status, capacity_id, created_at DESC, id DESC)
  INCLUDE (user_id, available_at, truck_type_id);
