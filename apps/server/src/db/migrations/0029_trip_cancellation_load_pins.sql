-- A trip called off before its pickup, or reported as a no-show from its pickup day
-- (docs/decisions/045-cancel-and-no-show.md). Status 4 is "cancelled"; the row keeps who called
-- it off, the reason (a code of CANCEL_REASONS in packages/contract/src/cancellation.ts) and
-- when, and whose doing it counts as in their standing (`at_fault_id`: the one who cancelled,
-- the party reported as a no-show, or the suspended party whose trip was put back on the market).
ALTER TABLE schedules
  ADD COLUMN cancelled_at  timestamptz,
  ADD COLUMN cancelled_by  bigint REFERENCES users (id),
  ADD COLUMN cancel_reason varchar(24),
  ADD COLUMN at_fault_id   bigint REFERENCES users (id);

ALTER TABLE schedules DROP CONSTRAINT schedules_status_check;
ALTER TABLE schedules ADD CONSTRAINT schedules_status_check CHECK (status IN (1, 2, 3, 4));
-- Only a trip without a lorry receipt is called off (one with an LR has been picked up).
ALTER TABLE schedules DROP CONSTRAINT schedules_lr_first;
ALTER TABLE schedules ADD CONSTRAINT schedules_lr_first CHECK (status IN (1, 4) OR lr_file_id IS NOT NULL);
ALTER TABLE schedules ADD CONSTRAINT schedules_cancelled CHECK (
  (status = 4) = (cancelled_at IS NOT NULL)
  AND (cancelled_at IS NULL OR (cancelled_by IS NOT NULL AND cancel_reason IS NOT NULL AND at_fault_id IS NOT NULL))
);

-- A cancelled trip frees its posting: the posting may be booked again by another bid.
DROP INDEX schedules_one_per_posting;
CREATE UNIQUE INDEX schedules_one_per_posting ON schedules (posting_id)
  WHERE posting_id IS NOT NULL AND status <> 4;

-- The standing beside a rating counts a user's called-off trips (trust/rating.ts).
CREATE INDEX schedules_at_fault ON schedules (at_fault_id) WHERE at_fault_id IS NOT NULL;

-- A load's optional pickup and delivery PIN codes (checked against the places' states by AddLoad):
-- tracking measures check-ins from the PIN's point when there is one (docs/decisions/040).
ALTER TABLE loads
  ADD COLUMN pickup_pin   char(6) CHECK (pickup_pin ~ '^[1-9][0-9]{5}$'),
  ADD COLUMN delivery_pin char(6) CHECK (delivery_pin ~ '^[1-9][0-9]{5}$');

-- The trips the trade publishes (migration 0020), with whether and why each was called off, and
-- the load's PIN codes.
-- New columns at the end: CREATE OR REPLACE VIEW keeps the earlier ones and their meaning.
CREATE OR REPLACE VIEW trade_trips AS
  SELECT s.id, s.bid_id, b.bidder_id, s.load_id, s.truck_id, s.load_owner_id, s.truck_owner_id,
         s.amount, s.trip_date, s.status, (s.status = 3) AS delivered, s.created_at AS booked_at,
         s.pod_uploaded_at AS delivered_at, l.pickup_loc, l.delivery_loc, l.capacity_id,
         (s.status = 4) AS cancelled, s.cancelled_at, s.cancelled_by, s.cancel_reason, s.at_fault_id,
         l.pickup_pin, l.delivery_pin
  FROM schedules s
  LEFT JOIN bids b ON b.id = s.bid_id
  LEFT JOIN loads l ON l.id = s.load_id;
