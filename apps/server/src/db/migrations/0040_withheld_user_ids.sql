-- The users the marketplace's lists leave out (the `withheld_users` view of migration 0027), as one
-- array read once per statement. A listing statement that names the view in its condition has the
-- view's plan (a union over users and the weighted reports) made again each time it is planned,
-- and the statements of a search with a place or a date are planned every time: about 0.4-0.6 ms
-- of plan for each, more than it takes to run (docs/performance.md). A PL/pgSQL function is opaque
-- to the planner and keeps the plan of its own query for the session: `shownOwner`
-- (modules/ops/withheld.ts) reads it once per statement.
CREATE FUNCTION withheld_user_ids() RETURNS bigint[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(SELECT user_id FROM withheld_users);
END
$$;
