-- Return loads (docs/decisions/028-return-loads.md): open loads picking up in a region, of one
-- truck type, over a few days. A stored location is "District, State" (decision 020), or a bare
-- district or state name typed before that; the text after its last comma is the state, or the
-- bare name. The query looks up the state and each district name of it, the truck's type (a bid
-- must fit, decision 017), days within the window; the page alone is then joined.
CREATE INDEX loads_pickup_region
  ON loads ((lower(btrim(regexp_replace(pickup_loc, '^.*,', '')))), truck_type_id, pickup_date)
  WHERE status = 1;

-- Saved lanes (docs/decisions/024, 028): a new listing finds the lanes it is on by one exact
-- lookup. Each place and the truck type is a key, an empty one (anywhere, any type) being 0, so
-- the query asks for "0 or this one" on each and reads only the lanes on that listing's route.
CREATE INDEX saved_lanes_lookup ON saved_lanes (
  kind, pickup_state_id, (coalesce(pickup_district_id, 0)), (coalesce(delivery_state_id, 0)),
  (coalesce(delivery_district_id, 0)), (coalesce(truck_type_id, 0))
);
