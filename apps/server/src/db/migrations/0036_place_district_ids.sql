-- Place searches by district id (docs/decisions/052-place-searches-by-district-id.md). A stored
-- location that is exactly a district's "District, State" (what a picked suggestion fills, and
-- what a place typed in another script is stored as, decision 020) carries that district's id; a
-- search resolves its text in memory to the districts whose "District, State" contains it and
-- filters on the ids, and only locations stored as other text are still matched by their text.

-- The backfill rewrites every load and posting with a place named exactly (2¼ minutes at a
-- million loads on the bench's machine): longer than the servers' statement timeout, so none here.
SET LOCAL statement_timeout = 0;

ALTER TABLE districts ADD COLUMN label text;
UPDATE districts d SET label = d.name || ', ' || s.name FROM states s WHERE s.id = d.state_id;
CREATE UNIQUE INDEX districts_label ON districts (label);

-- The district a stored location names exactly (null for any other text). STABLE, not IMMUTABLE:
-- it reads the districts table.
CREATE FUNCTION district_of(place text) RETURNS integer LANGUAGE sql STABLE AS
  $$ SELECT id FROM districts WHERE label = place $$;

ALTER TABLE loads ADD COLUMN pickup_district_id integer, ADD COLUMN delivery_district_id integer;
ALTER TABLE truck_postings ADD COLUMN from_district_id integer, ADD COLUMN to_district_id integer;

-- The trigram indexes serve only the locations without a district from now on: rebuilt partial
-- after the backfill (dropped first, so the backfill does not maintain them).
DROP INDEX loads_pickup_loc_trgm;
DROP INDEX loads_delivery_loc_trgm;
DROP INDEX truck_postings_from_trgm;
DROP INDEX truck_postings_to_trgm;

UPDATE loads SET pickup_district_id = district_of(pickup_loc), delivery_district_id = district_of(delivery_loc)
 WHERE pickup_loc IN (SELECT label FROM districts) OR delivery_loc IN (SELECT label FROM districts);
UPDATE truck_postings SET from_district_id = district_of(from_loc), to_district_id = district_of(to_loc)
 WHERE from_loc IN (SELECT label FROM districts) OR to_loc IN (SELECT label FROM districts);

-- The backfill left a new version of most rows at the end of each table and the old ones dead:
-- at a million loads the table doubled (141 → 270 MB) and a capped count that scans from the start
-- read 14,000 empty pages for 1,100 rows. Rewritten compact, in the order rows were added (32 s
-- for the loads at a million; the tables are locked for the migration anyway).
CLUSTER loads USING loads_pkey;
CLUSTER truck_postings USING truck_postings_pkey;

-- Whatever writes a location (the trade commands, a migration, the bench's seed), the ids follow
-- the text: they are never written apart from it.
CREATE FUNCTION loads_place_districts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.pickup_district_id := district_of(NEW.pickup_loc);
  NEW.delivery_district_id := district_of(NEW.delivery_loc);
  RETURN NEW;
END $$;
CREATE TRIGGER loads_place_districts
  BEFORE INSERT OR UPDATE OF pickup_loc, delivery_loc, pickup_district_id, delivery_district_id ON loads
  FOR EACH ROW EXECUTE FUNCTION loads_place_districts();

CREATE FUNCTION truck_postings_place_districts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.from_district_id := district_of(NEW.from_loc);
  NEW.to_district_id := district_of(NEW.to_loc);
  RETURN NEW;
END $$;
CREATE TRIGGER truck_postings_place_districts
  BEFORE INSERT OR UPDATE OF from_loc, to_loc, from_district_id, to_district_id ON truck_postings
  FOR EACH ROW EXECUTE FUNCTION truck_postings_place_districts();

-- Open items by district, newest first (the listing's order).
CREATE INDEX loads_pickup_district ON loads (pickup_district_id, created_at DESC, id DESC) WHERE status = 1;
CREATE INDEX loads_delivery_district ON loads (delivery_district_id, created_at DESC, id DESC) WHERE status = 1;
CREATE INDEX truck_postings_from_district ON truck_postings (from_district_id, created_at DESC, id DESC)
  WHERE status = 1;
CREATE INDEX truck_postings_to_district ON truck_postings (to_district_id, created_at DESC, id DESC)
  WHERE status = 1;

CREATE INDEX loads_pickup_loc_trgm ON loads USING gin (lower(pickup_loc) gin_trgm_ops)
  WHERE pickup_district_id IS NULL;
CREATE INDEX loads_delivery_loc_trgm ON loads USING gin (lower(delivery_loc) gin_trgm_ops)
  WHERE delivery_district_id IS NULL;
CREATE INDEX truck_postings_from_trgm ON truck_postings USING gin (lower(from_loc) gin_trgm_ops)
  WHERE from_district_id IS NULL;
CREATE INDEX truck_postings_to_trgm ON truck_postings USING gin (lower(to_loc) gin_trgm_ops)
  WHERE to_district_id IS NULL;
