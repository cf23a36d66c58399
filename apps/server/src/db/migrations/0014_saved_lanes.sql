-- Saved lanes (docs/decisions/024-live-marketplace.md): a marketplace search kept by its user,
-- who is told when a new load (kind 1) or posted truck (kind 2) on it is added. Places are kept
-- as shown and as ids: a lane names a state, or a district in it, at each end (delivery may be
-- anywhere), so matching a new listing is an index lookup on its pickup state, not a text search
-- over every lane.
CREATE TABLE saved_lanes (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id               bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind                  smallint NOT NULL CHECK (kind IN (1, 2)),
  name                  varchar(60) NOT NULL CHECK (btrim(name) <> ''),
  pickup_loc            varchar(100) NOT NULL,
  pickup_state_id       integer NOT NULL REFERENCES states (id),
  pickup_district_id    integer REFERENCES districts (id),
  delivery_loc          varchar(100),
  delivery_state_id     integer REFERENCES states (id),
  delivery_district_id  integer REFERENCES districts (id),
  truck_type_id         integer REFERENCES truck_types (id),
  capacity_id           integer REFERENCES truck_capacities (id),
  material_id           integer REFERENCES materials (id),
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_lanes_user ON saved_lanes (user_id, id);
-- A new listing finds its lanes by kind and pickup state (then district).
CREATE INDEX saved_lanes_match ON saved_lanes (kind, pickup_state_id, pickup_district_id);
