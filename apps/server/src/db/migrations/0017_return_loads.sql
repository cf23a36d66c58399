-- Return loads (docs/decisions/028-return-loads.md): open loads picking up in a region over a few
-- days. A stored location is "District, State" (decision 020), or a bare district or state name
-- typed before that; the text after its last comma is the state, or the bare name. Open loads by
-- that region and pickup day: the query looks up the state and each district name of it, days
-- within the window, and only then joins.
CREATE INDEX loads_pickup_region ON loads ((lower(btrim(regexp_replace(pickup_loc, '^.*,', '')))), pickup_date)
  WHERE status = 1;
