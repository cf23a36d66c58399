-- A trip's money on record and days to pay (docs/decisions/048-trip-money-ledger.md). The ledger
-- module owns these tables; it reaches the trip through the trade's `trade_trips` view.

-- One line of a trip's money, written by one party and confirmed or disputed by the other. The
-- trip's two parties are copied at recording (they never change), so days to pay reads a payer's
-- confirmed balances on an index without joining every trip. Deductions are negative.
CREATE TABLE trip_payments (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  schedule_id     bigint NOT NULL,
  load_owner_id   bigint NOT NULL REFERENCES users (id),
  truck_owner_id  bigint NOT NULL REFERENCES users (id),
  kind            varchar(16) NOT NULL CHECK (kind IN ('advance', 'balance', 'detention', 'loading_charges',
                                                       'tds', 'shortage', 'late_pod', 'other')),
  amount_rupees   integer NOT NULL CHECK (amount_rupees <> 0),
  method          varchar(8) NOT NULL CHECK (method IN ('upi', 'neft', 'cash', 'cheque')),
  reference       varchar(30),
  note            varchar(200),
  recorded_by     bigint NOT NULL REFERENCES users (id),
  recorded_at     timestamptz NOT NULL,
  answered_by     bigint REFERENCES users (id),
  answered_at     timestamptz,
  -- NULL while waiting for the other party; then 'confirmed' or 'disputed', once.
  answer          varchar(9) CHECK (answer IN ('confirmed', 'disputed')),
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
CREATE INDEX trip_payments_trip ON trip_payments (schedule_id, id);
-- Days to pay: a payer's confirmed balances, newest first.
CREATE INDEX trip_payments_payer_balances ON trip_payments (load_owner_id, answered_at)
  WHERE kind = 'balance' AND answer = 'confirmed';

-- The due and overdue notifications sent, once each per trip, part and stage: the job claims a
-- row before it tells anyone, so two processes (or a repeated pass) never tell twice.
CREATE TABLE trip_payment_alerts (
  schedule_id  bigint NOT NULL,
  part         varchar(8) NOT NULL CHECK (part IN ('advance', 'balance')),
  stage        varchar(8) NOT NULL CHECK (stage IN ('due', 'overdue')),
  sent_at      timestamptz NOT NULL,
  PRIMARY KEY (schedule_id, part, stage)
);

-- Days to pay of each load poster, made again when one of their balances is confirmed and by the
-- daily pass (the 180 days slide): listings read one row by primary key (decision 047).
-- median_days is NULL below the thresholds (3 trips, 2 carriers): the card says "new".
CREATE TABLE payer_days (
  user_id      bigint PRIMARY KEY REFERENCES users (id),
  median_days  numeric(6, 1),
  trips        integer NOT NULL,
  carriers     integer NOT NULL,
  computed_at  timestamptz NOT NULL
);

ALTER TABLE alert_settings ADD COLUMN sms_trip_payment boolean NOT NULL DEFAULT true;

-- The trips the trade publishes (migrations 0020, 0029) with when the lorry receipt came (the
-- advance falls due) and the terms as agreed (the balance's days), for the ledger's due dates.
-- New columns at the end: CREATE OR REPLACE VIEW keeps the earlier ones and their meaning.
CREATE OR REPLACE VIEW trade_trips AS
  SELECT s.id, s.bid_id, b.bidder_id, s.load_id, s.truck_id, s.load_owner_id, s.truck_owner_id,
         s.amount, s.trip_date, s.status, (s.status = 3) AS delivered, s.created_at AS booked_at,
         s.pod_uploaded_at AS delivered_at, l.pickup_loc, l.delivery_loc, l.capacity_id,
         (s.status = 4) AS cancelled, s.cancelled_at, s.cancelled_by, s.cancel_reason, s.at_fault_id,
         l.pickup_pin, l.delivery_pin,
         s.lr_uploaded_at AS lr_at, s.terms
  FROM schedules s
  LEFT JOIN bids b ON b.id = s.bid_id
  LEFT JOIN loads l ON l.id = s.load_id;

-- The daily pass looks at trips whose lorry receipt or proof of delivery came in the last days.
CREATE INDEX schedules_lr_at ON schedules (lr_uploaded_at) WHERE terms IS NOT NULL;
CREATE INDEX schedules_pod_at ON schedules (pod_uploaded_at) WHERE terms IS NOT NULL;
