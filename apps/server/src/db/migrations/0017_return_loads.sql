-- Return loads (docs/decisions/028-return-loads.md): open loads picking up in a region, of one
-- truck type, over a few days. A stored location is "District, State" (decision 020), or a bare
-- district or state name typed before that; the text after its last comma is the state, or the
-- bare name. The query looks up the state and each district name of it, the truck's type (a bid
-- must fit, decision 017), days within the window; the page alone is then joined.
CREATE INDEX loads_pickup_region
  ON loads ((lower(btrim(regexp_replace(pickup_loc, '^.*,', '')))), truck_type_id, pickup_date)
  WHERE status = 1;
