-- Foundation: reference tables, accounts, sign-in and sessions.
-- Ids are BIGINT/INTEGER; the API always returns them as strings (docs/api.md, Values on the wire).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE user_types (
  id    smallint PRIMARY KEY,
  name  text NOT NULL UNIQUE
);

-- Localised names: `names` holds {"hi": "...", "ta": "..."}; English is `name`.
CREATE TABLE states (
  id     integer PRIMARY KEY,
  code   char(2) NOT NULL UNIQUE,            -- ISO 3166-2:IN subdivision code, e.g. 'KA'
  name   text NOT NULL UNIQUE,
  kind   text NOT NULL CHECK (kind IN ('state', 'union_territory')),
  names  jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE districts (
  id        integer PRIMARY KEY,
  state_id  integer NOT NULL REFERENCES states (id),
  name      text NOT NULL,
  names     jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (state_id, name)
);
CREATE INDEX districts_name_trgm ON districts USING gin (lower(name) gin_trgm_ops);

CREATE TABLE materials (
  id     integer PRIMARY KEY,
  name   text NOT NULL UNIQUE,
  names  jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- A capacity is matched by its real tonnes, never by comparing ids.
CREATE TABLE truck_capacities (
  id      integer PRIMARY KEY,
  name    text NOT NULL UNIQUE,
  tonnes  numeric(6, 2) NOT NULL UNIQUE CHECK (tonnes > 0),
  names   jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE truck_types (
  id     integer PRIMARY KEY,
  name   text NOT NULL UNIQUE,
  names  jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- for_user_types: which roles upload this document (user_types ids).
CREATE TABLE document_types (
  id              integer PRIMARY KEY,
  name            text NOT NULL UNIQUE,
  for_user_types  smallint[] NOT NULL
);

INSERT INTO user_types (id, name) VALUES
  (1, 'Driver'), (2, 'Transporter'), (3, 'Broker'), (4, 'Shipper');

INSERT INTO document_types (id, name, for_user_types) VALUES
  (20, 'Business Registration', '{2,3,4}'),
  (22, 'GST Certificate',       '{2,3,4}'),
  (23, 'Driving Licence',       '{1}'),
  (24, 'Vehicle Insurance',     '{1}');

-- One account per (mobile, role); the same mobile may hold several roles.
-- The role ids of the contract (transporters_id, brokers_id, shippers_id, drivers_id) are users.id.
CREATE TABLE users (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mobile        char(10) NOT NULL CHECK (mobile ~ '^[0-9]{10}$'),
  user_type_id  smallint NOT NULL REFERENCES user_types (id),
  name          varchar(15),
  company       varchar(100),
  email         varchar(254),
  land_phone    varchar(15),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (mobile, user_type_id)
);

-- The latest one-time code of a mobile (one row per mobile: a new code replaces the old one).
CREATE TABLE otp_codes (
  mobile        char(10) PRIMARY KEY,
  code_hash     bytea NOT NULL,
  expires_at    timestamptz NOT NULL,
  attempts      smallint NOT NULL DEFAULT 0,
  consumed_at   timestamptz,
  sent_at       timestamptz NOT NULL DEFAULT now()
);

-- Every code sent, for the hourly and daily caps.
CREATE TABLE otp_sends (
  id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mobile   char(10) NOT NULL,
  sent_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_sends_mobile_sent_at ON otp_sends (mobile, sent_at DESC);

-- Failed verifications in a row, and the 24 h lock after too many.
CREATE TABLE otp_locks (
  mobile          char(10) PRIMARY KEY,
  failed_streak   integer NOT NULL DEFAULT 0,
  locked_until    timestamptz
);

-- Proof that a mobile was verified: single use, short-lived, referenced by a signed cookie.
CREATE TABLE mobile_proofs (
  id          uuid PRIMARY KEY,
  mobile      char(10) NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- A signed-in device: one family of rotating refresh tokens.
CREATE TABLE sessions (
  id              uuid PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  revoked_at      timestamptz,
  revoked_reason  text
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash   bytea PRIMARY KEY,
  session_id   uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  rotated_at   timestamptz
);
CREATE INDEX refresh_tokens_session_id ON refresh_tokens (session_id);
