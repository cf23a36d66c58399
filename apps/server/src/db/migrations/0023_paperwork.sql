-- A trip's paperwork (docs/decisions/039-trip-paperwork.md): who drives it, the consignment note
-- (lorry receipt, LR) with its serial number, the e-way bills it carries, the driver's link and
-- the public verification of an issued LR.
--
-- `schedule_id` names a trip of the module that books trips; it carries no foreign key on
-- purpose: the trip's tables belong to that module (and are being reshaped there), and this one
-- reaches a trip only through modules/paperwork/trip-port.ts, which answers 404 for a trip that
-- does not exist or is not the caller's.

-- The driver of a trip, named by its truck's side. `driver_user_id`: a driver account with that
-- mobile, when one exists (NULL otherwise: most drivers have none).
CREATE TABLE trip_drivers (
  schedule_id     bigint PRIMARY KEY,
  name            varchar(60) NOT NULL,
  mobile          char(10) NOT NULL CHECK (mobile ~ '^[0-9]{10}$'),
  driver_user_id  bigint REFERENCES users (id) ON DELETE SET NULL,
  assigned_by     bigint NOT NULL REFERENCES users (id),
  assigned_at     timestamptz NOT NULL
);

-- The driver page's links. The link carries `<id>.<expiry>.<signature>` (HMAC of the server's
-- secret); the row lets a new driver revoke the old link before it expires. One live link a trip.
CREATE TABLE driver_links (
  id           text PRIMARY KEY,
  schedule_id  bigint NOT NULL,
  mobile       char(10) NOT NULL,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  created_at   timestamptz NOT NULL
);
CREATE UNIQUE INDEX driver_links_live ON driver_links (schedule_id) WHERE revoked_at IS NULL;

-- LR serial numbers: the last one given per issuer (the truck's side) and calendar year in
-- India. Incremented in the issuing transaction (INSERT … ON CONFLICT DO UPDATE … RETURNING), so
-- two issues of one issuer never share a number and no number is skipped.
CREATE TABLE lr_serials (
  issuer_id    bigint NOT NULL REFERENCES users (id),
  year         smallint NOT NULL,
  last_serial  integer NOT NULL,
  PRIMARY KEY (issuer_id, year)
);

-- Consignment notes. status 1 draft (both parties fill it), 2 issued (locked: number, PDF,
-- verification token), 3 cancelled (an issued note replaced by a new draft; its number stays
-- taken and its verification page says so). One note a trip that is not cancelled.
CREATE TABLE consignment_notes (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  schedule_id         bigint NOT NULL,
  status              smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  consignor_name      varchar(100),
  consignor_address   varchar(200),
  consignor_pin       char(6),
  consignor_gstin     char(15),
  consignor_phone     char(10),
  consignee_name      varchar(100),
  consignee_address   varchar(200),
  consignee_pin       char(6),
  consignee_gstin     char(15),
  consignee_phone     char(10),
  goods_description   varchar(100),
  packages            integer CHECK (packages > 0),
  packing             varchar(40),
  actual_weight_kg    integer CHECK (actual_weight_kg > 0),
  charged_weight_kg   integer CHECK (charged_weight_kg > 0),
  declared_value      bigint CHECK (declared_value >= 0),
  invoice_number      varchar(40),
  invoice_date        date,
  freight_mode        varchar(12) CHECK (freight_mode IN ('paid', 'to_pay', 'to_be_billed')),
  gst_payer           varchar(12) CHECK (gst_payer IN ('consignor', 'consignee', 'transporter')),
  risk                varchar(8) CHECK (risk IN ('owner', 'carrier')),
  remarks             varchar(300),
  odc                 boolean NOT NULL DEFAULT false,
  updated_by          bigint REFERENCES users (id),
  updated_at          timestamptz NOT NULL,
  -- Set when issued.
  lr_number           varchar(40) UNIQUE,
  issuer_id           bigint REFERENCES users (id),
  issued_at           timestamptz,
  language            text CHECK (language IN ('en', 'hi', 'kn', 'te', 'ta', 'ml', 'bn')),
  file_id             uuid REFERENCES files (id),
  verify_token        text UNIQUE,
  -- What the PDF printed of the trip, kept with the number it was printed under.
  printed             jsonb,
  cancelled_at        timestamptz,
  CHECK (status = 1 OR (lr_number IS NOT NULL AND issued_at IS NOT NULL AND verify_token IS NOT NULL))
);
CREATE UNIQUE INDEX consignment_notes_current ON consignment_notes (schedule_id) WHERE status <> 3;
CREATE INDEX consignment_notes_schedule ON consignment_notes (schedule_id, id);

-- The e-way bills a note carries: the number (12 digits), the day it was generated and the
-- last day it is valid (valid until the midnight that ends it, India time). `alerted_*`: the
-- alerts sent 6 hours before and at expiry, each once.
CREATE TABLE eway_bills (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  note_id             bigint NOT NULL REFERENCES consignment_notes (id) ON DELETE CASCADE,
  number              char(12) NOT NULL CHECK (number ~ '^[0-9]{12}$'),
  generated_on        date,
  valid_until         date NOT NULL,
  expires_at          timestamptz NOT NULL,
  alerted_soon_at     timestamptz,
  alerted_expired_at  timestamptz,
  UNIQUE (note_id, number)
);
-- What the expiry job looks for: bills not yet told of expiry, by when they expire.
CREATE INDEX eway_bills_to_alert ON eway_bills (expires_at) WHERE alerted_expired_at IS NULL;
