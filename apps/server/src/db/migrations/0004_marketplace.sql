-- Loads, trucks and truck postings: the marketplace.
-- Status codes are defined once, in packages/contract/src/status.ts:
--   loads.status, truck_postings.status: 1 open, 2 booked, 3 expired
--   trucks.status: 1 added (not posted), 5 posted (contract)
-- Paging and indexing choices: docs/decisions/006-marketplace-paging.md.

CREATE TABLE loads (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id),
  pickup_loc     varchar(100) NOT NULL CHECK (btrim(pickup_loc) <> ''),
  delivery_loc   varchar(100) NOT NULL CHECK (btrim(delivery_loc) <> ''),
  pickup_date    date NOT NULL,
  material_id    integer NOT NULL REFERENCES materials (id),
  -- The weight the load needs; matched by the capacity's tonnes, never by its id.
  capacity_id    integer NOT NULL REFERENCES truck_capacities (id),
  truck_type_id  integer NOT NULL REFERENCES truck_types (id),
  no_of_trucks   smallint NOT NULL CHECK (no_of_trucks BETWEEN 1 AND 100),
  comments       varchar(500),
  status         smallint NOT NULL DEFAULT 1 CONSTRAINT loads_status_check CHECK (status IN (1, 2, 3)),
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- The marketplace's order (newest first) over open loads; INCLUDE lets the page and the capped
-- count skip the owner's own loads and past pickup dates without visiting the table.
CREATE INDEX loads_market ON loads (status, created_at DESC, id DESC) INCLUDE (user_id, pickup_date);
-- Your Loads.
CREATE INDEX loads_owner ON loads (user_id, created_at DESC, id DESC);
-- Location text: case-insensitive substring search (LIKE on lower(...)).
CREATE INDEX loads_pickup_loc_trgm ON loads USING gin (lower(pickup_loc) gin_trgm_ops);
CREATE INDEX loads_delivery_loc_trgm ON loads USING gin (lower(delivery_loc) gin_trgm_ops);
-- Equality filters, each in the marketplace's order.
CREATE INDEX loads_material ON loads (status, material_id, created_at DESC, id DESC);
CREATE INDEX loads_truck_type ON loads (status, truck_type_id, created_at DESC, id DESC);
CREATE INDEX loads_capacity ON loads (status, capacity_id, created_at DESC, id DESC);
CREATE INDEX loads_pickup_date ON loads (status, pickup_date);

CREATE TABLE trucks (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id            bigint NOT NULL REFERENCES users (id),
  -- Normalised: capitals and digits only (KA01AB1234).
  reg_number         varchar(12) NOT NULL CHECK (reg_number ~ '^[A-Z0-9]{6,12}$'),
  truck_type_id      integer NOT NULL REFERENCES truck_types (id),
  capacity_id        integer NOT NULL REFERENCES truck_capacities (id),
  -- Private uploaded files (docs/api.md, Files): a reference, never a public address.
  insurance_file_id  uuid NOT NULL REFERENCES files (id),
  rc_file_id         uuid NOT NULL REFERENCES files (id),
  -- A district name.
  location           varchar(100) NOT NULL,
  status             smallint NOT NULL DEFAULT 1 CONSTRAINT trucks_status_check CHECK (status IN (1, 5)),
  created_at         timestamptz NOT NULL DEFAULT now(),
  -- One owner adds a vehicle once; two owners may both list it (a driver and the transporter
  -- who hires it), so the number is not unique across users.
  CONSTRAINT trucks_owner_reg_number UNIQUE (user_id, reg_number)
);
CREATE INDEX trucks_owner ON trucks (user_id, created_at DESC, id DESC);

-- A truck offered in the marketplace: where from, where to, when, how much capacity.
-- user_id and truck_type_id are copied from the truck so the marketplace filters on one table.
CREATE TABLE truck_postings (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  truck_id       bigint NOT NULL REFERENCES trucks (id),
  user_id        bigint NOT NULL REFERENCES users (id),
  truck_type_id  integer NOT NULL REFERENCES truck_types (id),
  -- The capacity offered (at most the truck's own).
  capacity_id    integer NOT NULL REFERENCES truck_capacities (id),
  -- postTrucks_dateTime: a date and time in India, stored as an instant.
  available_at   timestamptz NOT NULL,
  from_loc       varchar(100) NOT NULL CHECK (btrim(from_loc) <> ''),
  to_loc         varchar(100) NOT NULL CHECK (btrim(to_loc) <> ''),
  comments       varchar(500),
  status         smallint NOT NULL DEFAULT 1 CONSTRAINT truck_postings_status_check CHECK (status IN (1, 2, 3)),
  created_at     timestamptz NOT NULL DEFAULT now()
);
-- At most one open posting per truck, even when two requests race.
CREATE UNIQUE INDEX truck_postings_one_open ON truck_postings (truck_id) WHERE status = 1;
CREATE INDEX truck_postings_market ON truck_postings (status, created_at DESC, id DESC) INCLUDE (user_id, available_at);
CREATE INDEX truck_postings_truck ON truck_postings (truck_id, id DESC);
CREATE INDEX truck_postings_from_trgm ON truck_postings USING gin (lower(from_loc) gin_trgm_ops);
CREATE INDEX truck_postings_to_trgm ON truck_postings USING gin (lower(to_loc) gin_trgm_ops);
CREATE INDEX truck_postings_truck_type ON truck_postings (status, truck_type_id, created_at DESC, id DESC);
CREATE INDEX truck_postings_capacity ON truck_postings (status, capacity_id, created_at DESC, id DESC);
CREATE INDEX truck_postings_available_at ON truck_postings (status, available_at);

-- Place suggestions: districts by name fragment (districts_name_trgm exists) and by state.
CREATE INDEX districts_state_id ON districts (state_id, name);
