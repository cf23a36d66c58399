-- Trust: ratings, lane prices, unusual-price flags (docs/decisions/030-trust-ratings-lane-prices.md).

-- One rating per side of a delivered trip: the rater's of the other party. Editable for 7 days
-- after it was given (the service's rule, from created_at), then final.
CREATE TABLE ratings (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  schedule_id  bigint NOT NULL REFERENCES schedules (id),
  rater_id     bigint NOT NULL REFERENCES users (id),
  ratee_id     bigint NOT NULL REFERENCES users (id),
  stars        smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  tags         text[] NOT NULL DEFAULT '{}',
  comment      varchar(280),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  CONSTRAINT ratings_once UNIQUE (schedule_id, rater_id),
  CONSTRAINT ratings_not_self CHECK (rater_id <> ratee_id)
);
-- The profile card's latest ratings.
CREATE INDEX ratings_ratee ON ratings (ratee_id, created_at DESC);

-- A user's ratings summed, kept in the transaction that writes a rating, so a page of bids or
-- listings reads every poster's average in one primary-key lookup each.
CREATE TABLE user_ratings (
  user_id      bigint PRIMARY KEY REFERENCES users (id),
  ratings      integer NOT NULL DEFAULT 0 CHECK (ratings >= 0),
  stars_total  integer NOT NULL DEFAULT 0 CHECK (stars_total >= 0)
);

-- Completed trips per user, counted on these (index-only scans of delivered trips per side).
CREATE INDEX schedules_delivered_load_owner ON schedules (load_owner_id) WHERE status = 3;
CREATE INDEX schedules_delivered_truck_owner ON schedules (truck_owner_id) WHERE status = 3;

-- Accepted prices by lane: one row per booked truck, its load's places as district and state
-- ids (decision 020: stored places are English "District, State" labels) and the capacity band
-- of the load (CAPACITY_BANDS in packages/contract/src/trust.ts). Written when a bid is accepted.
CREATE TABLE lane_prices (
  -- Derived from the trip: a trip removed takes its price with it.
  schedule_id           bigint PRIMARY KEY REFERENCES schedules (id) ON DELETE CASCADE,
  load_owner_id         bigint NOT NULL REFERENCES users (id),
  pickup_state_id       integer NOT NULL REFERENCES states (id),
  pickup_district_id    integer REFERENCES districts (id),
  delivery_state_id     integer NOT NULL REFERENCES states (id),
  delivery_district_id  integer REFERENCES districts (id),
  band                  smallint NOT NULL CHECK (band BETWEEN 1 AND 5),
  amount                integer NOT NULL CHECK (amount BETWEEN 1 AND 10000000),
  accepted_at           timestamptz NOT NULL
);
-- The lane's last 90 days, district to district and state to state, without visiting the table.
CREATE INDEX lane_prices_districts ON lane_prices (pickup_district_id, delivery_district_id, band, accepted_at)
  INCLUDE (amount, load_owner_id);
CREATE INDEX lane_prices_states ON lane_prices (pickup_state_id, delivery_state_id, band, accepted_at)
  INCLUDE (amount, load_owner_id);

-- Trips booked before this migration whose load names a district at both ends.
INSERT INTO lane_prices (schedule_id, load_owner_id, pickup_state_id, pickup_district_id, delivery_state_id,
                         delivery_district_id, band, amount, accepted_at)
SELECT s.id, s.load_owner_id, pd.state_id, pd.id, dd.state_id, dd.id,
       CASE WHEN c.tonnes <= 3.5 THEN 1 WHEN c.tonnes <= 9 THEN 2 WHEN c.tonnes <= 16 THEN 3
            WHEN c.tonnes <= 25 THEN 4 ELSE 5 END,
       s.amount, s.created_at
FROM schedules s
JOIN loads l ON l.id = s.load_id
JOIN truck_capacities c ON c.id = l.capacity_id
JOIN districts pd ON l.pickup_loc = pd.name || ', ' || (SELECT name FROM states WHERE id = pd.state_id)
JOIN districts dd ON l.delivery_loc = dd.name || ', ' || (SELECT name FROM states WHERE id = dd.state_id)
ON CONFLICT DO NOTHING;

-- Bids sent at an unusual price (below half or above twice the lane's range) after the bidder
-- confirmed it: kept for the operators, read newest first by id. direction: 1 below, 2 above.
CREATE TABLE price_flags (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bid_id      bigint NOT NULL REFERENCES bids (id) ON DELETE CASCADE,
  user_id     bigint NOT NULL REFERENCES users (id),
  load_id     bigint NOT NULL REFERENCES loads (id) ON DELETE CASCADE,
  amount      integer NOT NULL,
  low         integer NOT NULL,
  high        integer NOT NULL,
  direction   smallint NOT NULL CHECK (direction IN (1, 2)),
  created_at  timestamptz NOT NULL
);
