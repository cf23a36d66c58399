-- Profiles (address, GSTIN, picture) and KYC documents of every role.
-- Name, company, e-mail, land phone and mobile stay on `users`; the rest of a profile is here.

-- Lets a profile reference a district together with its state, so the pair is always consistent.
ALTER TABLE districts ADD CONSTRAINT districts_id_state_id_key UNIQUE (id, state_id);

-- At most one row per user, created when the user first saves an address or a picture.
CREATE TABLE profiles (
  user_id          bigint PRIMARY KEY REFERENCES users (id),
  address1         varchar(150),
  address2         varchar(150),
  state_id         integer REFERENCES states (id),
  district_id      integer,
  -- Official layout; the check character is verified by the application (contract gstin.ts).
  gstin            char(15) CHECK (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  picture_file_id  uuid REFERENCES files (id),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT profiles_district_in_state FOREIGN KEY (district_id, state_id) REFERENCES districts (id, state_id),
  CONSTRAINT profiles_district_needs_state CHECK (district_id IS NULL OR state_id IS NOT NULL)
);

-- KYC documents. One current row per (user, type): a new upload marks the old row replaced
-- (replaced_at) and keeps it, with its file, for the audit trail.
-- status: 1 pending, 2 approved, 3 rejected (contract DOCUMENT_STATUS).
CREATE TABLE documents (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id),
  document_type_id  integer NOT NULL REFERENCES document_types (id),
  file_id           uuid NOT NULL REFERENCES files (id),
  status            smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  uploaded_at       timestamptz NOT NULL DEFAULT now(),
  -- Who decided the status: 'auto' (DRIVER_VERIFICATION=auto) or, later, an operator.
  decided_by        text,
  decided_at        timestamptz,
  replaced_at       timestamptz,
  CONSTRAINT documents_decision CHECK ((status = 1) = (decided_at IS NULL))
);
CREATE UNIQUE INDEX documents_one_current ON documents (user_id, document_type_id) WHERE replaced_at IS NULL;
CREATE INDEX documents_user_history ON documents (user_id, document_type_id, uploaded_at DESC);
