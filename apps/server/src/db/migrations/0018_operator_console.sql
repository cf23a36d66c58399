-- Operator console (docs/decisions/029-operator-console.md): suspension, the language of a
-- user's SMS, the reasons of a document decision, reports, and the append-only audit log.

-- A suspended account cannot sign in, and its listings leave the marketplace.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
-- The language the user last signed in with: messages sent without a request (an SMS after an
-- operator's decision) are written in it.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'hi', 'kn', 'te', 'ta', 'ml', 'bn'));

-- Why an operator rejected a document: one reason of a fixed list (contract ops.ts) and a note.
ALTER TABLE documents ADD COLUMN decision_reason text;
ALTER TABLE documents ADD COLUMN decision_note text;
CREATE INDEX documents_pending ON documents (uploaded_at, id) WHERE status = 1 AND replaced_at IS NULL;

-- A report of a listing, a bid or a user; target_user_id is whom it is about.
-- One report per reporter and target. status: 1 open, 2 resolved, 3 dismissed.
CREATE TABLE reports (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reporter_id     bigint NOT NULL REFERENCES users (id),
  target_kind     text NOT NULL CHECK (target_kind IN ('load', 'posting', 'bid', 'user')),
  target_id       bigint NOT NULL,
  target_user_id  bigint NOT NULL REFERENCES users (id),
  reason          text NOT NULL CHECK (reason IN ('fake_load', 'advance_payment', 'no_show', 'abusive', 'other')),
  note            varchar(500),
  status          smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_at      timestamptz NOT NULL DEFAULT now(),
  decided_by      bigint REFERENCES users (id),
  decided_at      timestamptz,
  UNIQUE (reporter_id, target_kind, target_id),
  CONSTRAINT reports_not_self CHECK (reporter_id <> target_user_id),
  CONSTRAINT reports_decision CHECK ((status = 1) = (decided_at IS NULL))
);
CREATE INDEX reports_open ON reports (target_user_id, reporter_id) WHERE status = 1;
CREATE INDEX reports_queue ON reports (status, created_at DESC, id DESC);

-- Users kept out of the marketplace's lists: suspended, or reported (open reports) by three
-- different people until an operator resolves or dismisses them. One definition, read by the
-- marketplace queries (db/standing.ts).
CREATE VIEW withheld_users AS
  SELECT id AS user_id FROM users WHERE suspended_at IS NOT NULL
  UNION
  SELECT target_user_id FROM reports WHERE status = 1
  GROUP BY target_user_id HAVING count(DISTINCT reporter_id) >= 3;
CREATE INDEX users_suspended ON users (id) WHERE suspended_at IS NOT NULL;

-- Every operator action: who, what, on what, when, the state before and after.
-- Append-only: the trigger refuses UPDATE and DELETE (and TRUNCATE) for every role.
CREATE TABLE ops_audit (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id  bigint NOT NULL REFERENCES users (id),
  action       text NOT NULL,
  target_kind  text NOT NULL,
  target_id    bigint NOT NULL,
  before       jsonb,
  after        jsonb,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ops_audit_at ON ops_audit (at DESC, id DESC);

CREATE FUNCTION ops_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ops_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER ops_audit_no_update BEFORE UPDATE OR DELETE ON ops_audit
  FOR EACH ROW EXECUTE FUNCTION ops_audit_append_only();
CREATE TRIGGER ops_audit_no_truncate BEFORE TRUNCATE ON ops_audit
  FOR EACH STATEMENT EXECUTE FUNCTION ops_audit_append_only();
