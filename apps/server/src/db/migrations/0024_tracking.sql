-- Trip tracking (docs/decisions/040-trip-tracking.md): places with coordinates, a trip's
-- milestones and shared positions, and links to share. The coordinates themselves are reference
-- data, loaded by 0025_postal_centroids.sql. The trip a row belongs to is named by its
-- schedule id only: the trip's own tables belong to another module (modules/tracking/trip-port.ts).

-- A PIN code's point: the median of its post offices in GeoNames' postal data (CC-BY 4.0), and the
-- district most of them are in.
CREATE TABLE pin_centroids (
  pin          char(6) PRIMARY KEY CHECK (pin ~ '^[1-9][0-9]{5}$'),
  lat          double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng          double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  district_id  integer REFERENCES districts (id)
);

-- A district's point, and how it was found: `postal` the median of its PINs, `place` of places
-- named like it or its headquarters, `parent` the district it was carved from, `manual` its
-- headquarters' coordinates where the data's are wrong.
CREATE TABLE district_centroids (
  district_id  integer PRIMARY KEY REFERENCES districts (id),
  lat          double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng          double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  source       varchar(10) NOT NULL CHECK (source IN ('postal', 'place', 'parent', 'manual'))
);

-- A milestone of a trip, once each, in order (seq 1..5 = reached_pickup, loaded, departed,
-- reached_delivery, unloaded). `by_user` is the account that checked it in (the truck side's);
-- `via` says through what (`truck_side`; a driver's link, later, has no account). The fix is kept
-- with its distance from the place's centre and whether that was outside the geofence (null: no
-- centre known to compare with).
CREATE TABLE trip_events (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  schedule_id   bigint NOT NULL,
  kind          varchar(20) NOT NULL
                CHECK (kind IN ('reached_pickup', 'loaded', 'departed', 'reached_delivery', 'unloaded')),
  seq           smallint NOT NULL CHECK (seq BETWEEN 1 AND 5),
  at            timestamptz NOT NULL,
  lat           double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng           double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  accuracy_m    integer NOT NULL CHECK (accuracy_m >= 0),
  source        varchar(10) NOT NULL DEFAULT 'phone' CHECK (source IN ('phone', 'manual', 'sim', 'fastag')),
  via           varchar(12) NOT NULL CHECK (via IN ('truck_side', 'driver_link')),
  by_user       bigint REFERENCES users (id),
  distance_km   double precision,
  outside_area  boolean,
  -- Once each: a repeat, or two check-ins racing, meet this.
  CONSTRAINT trip_events_once UNIQUE (schedule_id, seq),
  CONSTRAINT trip_events_kind_once UNIQUE (schedule_id, kind)
);

-- The phone's position while the truck side's trip page shares it, every few minutes. One row per
-- trip and instant (a batch sent twice after a lost answer stores nothing twice). Deleted 30
-- days after delivery by the tracking module's periodic job.
CREATE TABLE trip_positions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  schedule_id  bigint NOT NULL,
  by_user      bigint REFERENCES users (id),
  at           timestamptz NOT NULL,
  lat          double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng          double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  accuracy_m   integer NOT NULL CHECK (accuracy_m >= 0),
  received_at  timestamptz NOT NULL,
  -- Also the trip's positions newest first (a backward scan).
  CONSTRAINT trip_positions_once UNIQUE (schedule_id, at)
);
-- The clean-up's ceiling for trips never delivered.
CREATE INDEX trip_positions_received ON trip_positions (received_at);

-- A link anyone may open to follow a trip. Found by the SHA-256 of its token, so a lookup compares
-- digests and a guess learns nothing from how long it took; the token is kept so the party who
-- made it can share it again. It answers until revoked, and until 24 hours after delivery.
CREATE TABLE tracking_links (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  schedule_id  bigint NOT NULL,
  token        varchar(22) NOT NULL,
  token_hash   bytea NOT NULL CONSTRAINT tracking_links_token UNIQUE,
  created_by   bigint NOT NULL REFERENCES users (id),
  created_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
-- One live link per trip and party: making another answers it.
CREATE UNIQUE INDEX tracking_links_live ON tracking_links (schedule_id, created_by) WHERE revoked_at IS NULL;

-- Milestones by SMS: on unless the user turns them off (docs/decisions/026's settings).
ALTER TABLE alert_settings ADD COLUMN sms_trip_milestone boolean NOT NULL DEFAULT true;
