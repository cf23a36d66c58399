-- What the trade module publishes for other modules to read (docs/decisions/033): these views,
-- never its tables (loads, trucks, truck_postings, bids, bid_offers, schedules). A view's columns
-- are a promise between modules: trade changes its tables behind them, not the views' meaning.
-- Plain views, so the planner reads through them: a query over one names only what it needs,
-- and an unused LEFT JOIN to a primary key is removed (db/owners.test.ts checks the rating's).

-- Every load and truck posting, as one listing: what, whose, from where to where, which day
-- (India's), its stored status, what it carries or offers. A posting's user is its truck's owner.
CREATE VIEW trade_listings AS
  SELECT 'load'::text AS kind, l.id, l.user_id, NULL::bigint AS truck_id,
         l.pickup_loc AS from_place, l.delivery_loc AS to_place, l.pickup_date AS day, l.status,
         l.material_id, l.capacity_id, l.truck_type_id, l.created_at
  FROM loads l
  UNION ALL
  SELECT 'posting'::text, p.id, p.user_id, p.truck_id,
         p.from_loc, p.to_loc, (p.available_at AT TIME ZONE 'Asia/Kolkata')::date, p.status,
         NULL::integer, p.capacity_id, p.truck_type_id, p.created_at
  FROM truck_postings p;

-- A truck as others name it: whose, its registration number, type and capacity.
CREATE VIEW trade_trucks AS
  SELECT t.id, t.user_id, t.reg_number, t.truck_type_id, t.capacity_id FROM trucks t;

-- Every bid: its kind (1 on a load, 2 on a posted truck), its two parties, what it is on and
-- with, the amount on the table now, its stored status, when it was made.
CREATE VIEW trade_bids AS
  SELECT b.id, b.kind, b.bidder_id, b.owner_id, b.load_id, b.truck_id, b.current_amount AS amount,
         b.status, b.created_at
  FROM bids b;

-- Every trip (a booked bid): its bid and bidder, the load and truck, the two parties, the price,
-- the pickup day, its status (1 scheduled, 2 in transit, 3 delivered) and whether delivered, when
-- it was booked and delivered (the proof of delivery), and the load's places and capacity.
CREATE VIEW trade_trips AS
  SELECT s.id, s.bid_id, b.bidder_id, s.load_id, s.truck_id, s.load_owner_id, s.truck_owner_id,
         s.amount, s.trip_date, s.status, (s.status = 3) AS delivered, s.created_at AS booked_at,
         s.pod_uploaded_at AS delivered_at, l.pickup_loc, l.delivery_loc, l.capacity_id
  FROM schedules s
  LEFT JOIN bids b ON b.id = s.bid_id
  LEFT JOIN loads l ON l.id = s.load_id;
