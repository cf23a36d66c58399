-- Bids, negotiation and schedules. Why one bids table for both directions and one
-- schedule row per booking: docs/decisions/009-bidding.md.
-- Status codes are defined once, in packages/contract/src/status.ts:
--   bids.status: 1 open, 2 accepted, 3 declined (by the owner), 4 closed (booked elsewhere)
--   bids.last_offer_by, bid_offers.party: 1 bidder, 2 owner
--   schedules.status: 1 scheduled, 2 in transit (lorry receipt), 3 delivered (proof of delivery)

CREATE TABLE bids (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 1: on a load, made with a truck (bidsTruck_*); 2: on a posted truck, made with a load (bidsLoad_*).
  kind           smallint NOT NULL CONSTRAINT bids_kind_check CHECK (kind IN (1, 2)),
  bidder_id      bigint NOT NULL REFERENCES users (id),
  -- The target's owner (the load's for kind 1, the posted truck's for kind 2), kept for lookups.
  owner_id       bigint NOT NULL REFERENCES users (id),
  load_id        bigint NOT NULL REFERENCES loads (id),
  truck_id       bigint NOT NULL REFERENCES trucks (id),
  -- Kind 2: the posting bid on (a truck may be posted many times).
  posting_id     bigint REFERENCES truck_postings (id),
  -- The bidder's first offer, and the offer on the table now (whole rupees, docs/api.md).
  amount         integer NOT NULL CHECK (amount BETWEEN 1 AND 10000000),
  current_amount integer NOT NULL CHECK (current_amount BETWEEN 1 AND 10000000),
  last_offer_by  smallint NOT NULL DEFAULT 1 CHECK (last_offer_by IN (1, 2)),
  -- Offers made so far, the bid included (bounded by the service).
  offers         smallint NOT NULL DEFAULT 1 CHECK (offers >= 1),
  status         smallint NOT NULL DEFAULT 1 CONSTRAINT bids_status_check CHECK (status IN (1, 2, 3, 4)),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bids_not_own CHECK (bidder_id <> owner_id),
  CONSTRAINT bids_posting_kind CHECK ((kind = 2) = (posting_id IS NOT NULL))
);
-- One live bid per (target, offered item), even when two requests race.
CREATE UNIQUE INDEX bids_live_on_load ON bids (load_id, truck_id) WHERE status = 1 AND kind = 1;
CREATE UNIQUE INDEX bids_live_on_posting ON bids (posting_id, load_id) WHERE status = 1 AND kind = 2;
-- The four lists (by load, by truck, newest first) and the closing of competitors.
CREATE INDEX bids_load ON bids (load_id, kind, created_at DESC, id DESC);
CREATE INDEX bids_truck ON bids (truck_id, kind, created_at DESC, id DESC);
-- Bids waiting for an answer (pendingActions).
CREATE INDEX bids_owner_open ON bids (owner_id) WHERE status = 1;
CREATE INDEX bids_bidder_open ON bids (bidder_id) WHERE status = 1;

-- Every offer of a bid: the bid itself first, then the counters, in order.
CREATE TABLE bid_offers (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bid_id      bigint NOT NULL REFERENCES bids (id),
  user_id     bigint NOT NULL REFERENCES users (id),
  party       smallint NOT NULL CHECK (party IN (1, 2)),
  amount      integer NOT NULL CHECK (amount BETWEEN 1 AND 10000000),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bid_offers_bid ON bid_offers (bid_id, id);

-- A booked trip: one row both parties see (the load's owner as a load schedule, the truck's
-- owner as a truck schedule).
CREATE TABLE schedules (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bid_id           bigint NOT NULL REFERENCES bids (id),
  load_id          bigint NOT NULL REFERENCES loads (id),
  truck_id         bigint NOT NULL REFERENCES trucks (id),
  -- The truck's posting booked with it, if it had an open one.
  posting_id       bigint REFERENCES truck_postings (id),
  load_owner_id    bigint NOT NULL REFERENCES users (id),
  truck_owner_id   bigint NOT NULL REFERENCES users (id),
  amount           integer NOT NULL CHECK (amount BETWEEN 1 AND 10000000),
  -- The load's pickup day: a truck carries at most one undelivered trip per day.
  trip_date        date NOT NULL,
  status           smallint NOT NULL DEFAULT 1 CONSTRAINT schedules_status_check CHECK (status IN (1, 2, 3)),
  lr_file_id       uuid REFERENCES files (id),
  lr_uploaded_by   bigint REFERENCES users (id),
  lr_uploaded_at   timestamptz,
  pod_file_id      uuid REFERENCES files (id),
  pod_uploaded_by  bigint REFERENCES users (id),
  pod_uploaded_at  timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT schedules_one_per_bid UNIQUE (bid_id),
  -- A load is booked once (accepts racing on it: one wins).
  CONSTRAINT schedules_one_per_load UNIQUE (load_id),
  CONSTRAINT schedules_parties CHECK (load_owner_id <> truck_owner_id),
  -- In transit needs the lorry receipt; delivered needs the proof of delivery too.
  CONSTRAINT schedules_lr_first CHECK (status = 1 OR lr_file_id IS NOT NULL),
  CONSTRAINT schedules_pod_last CHECK (status <> 3 OR pod_file_id IS NOT NULL)
);
CREATE UNIQUE INDEX schedules_one_per_posting ON schedules (posting_id) WHERE posting_id IS NOT NULL;
CREATE UNIQUE INDEX schedules_truck_day ON schedules (truck_id, trip_date) WHERE status IN (1, 2);
CREATE INDEX schedules_load_owner ON schedules (load_owner_id, created_at DESC, id DESC);
CREATE INDEX schedules_truck_owner ON schedules (truck_owner_id, created_at DESC, id DESC);
