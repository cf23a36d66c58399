-- Alerts that reach a phone with the app closed (docs/decisions/026-push-and-sms-alerts.md).
--
-- What a user wants by SMS. No row: the defaults (new bids and accepted bids by SMS, saved-lane
-- matches not; SMS only while the account has no push subscription). The language SMS are
-- written in is users.language (migration 0018), set at sign-up and when alerts are chosen.
CREATE TABLE alert_settings (
  user_id            bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  sms_new_bid        boolean NOT NULL DEFAULT true,
  sms_bid_accepted   boolean NOT NULL DEFAULT true,
  sms_lane_matched   boolean NOT NULL DEFAULT false,
  sms_when           varchar(10) NOT NULL DEFAULT 'no_push' CHECK (sms_when IN ('always', 'no_push')),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- A browser's Web Push subscription. The endpoint is the browser's own address at its push
-- service: unique, so a phone that signs in to another account moves its subscription there.
CREATE TABLE push_subscriptions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint    varchar(1000) NOT NULL UNIQUE,
  p256dh      varchar(200) NOT NULL,
  auth        varchar(100) NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- Event SMS waiting to be sent: a durable job per user and batch (a load's new bids, accepted
-- bids, a night's summary). status 0 waiting, 1 being sent (claimed until `claimed_until` by the
-- process holding `claim`), 2 sent, 3 dropped by the daily cap, 4 failed, 5 not needed (the user
-- has push and wants SMS only without it). Events of one batch join its waiting row (the partial
-- unique index); a worker claims due rows with FOR UPDATE SKIP LOCKED and marks one sent only
-- with its own claim, so two processes never send one job twice, and a restart sends what fell
-- due meanwhile.
CREATE TABLE sms_jobs (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  batch_key         varchar(80) NOT NULL,
  notification_ids  bigint[] NOT NULL,
  due_at            timestamptz NOT NULL,
  status            smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 5),
  claim             uuid,
  claimed_until     timestamptz,
  attempts          smallint NOT NULL DEFAULT 0,
  sent_at           timestamptz,
  created_at        timestamptz NOT NULL
);
CREATE UNIQUE INDEX sms_jobs_waiting ON sms_jobs (user_id, batch_key) WHERE status = 0;
-- What the workers poll: waiting and claimed jobs by due time.
CREATE INDEX sms_jobs_due ON sms_jobs (due_at) WHERE status IN (0, 1);
-- The daily cap: a user's SMS sent since the start of the day in India.
CREATE INDEX sms_jobs_sent ON sms_jobs (user_id, sent_at) WHERE status = 2;
