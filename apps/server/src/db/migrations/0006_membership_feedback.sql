-- Membership (plans, trials, subscriptions, payments), feedback and help requests.
-- Rules: docs/decisions/008-membership.md. Times are written by the server from its clock.

-- Reference data: every plan with its price in whole rupees per period.
-- for_user_types: which roles may choose it (user_types ids). Ids are fixed: never renumber.
CREATE TABLE plans (
  id              smallint PRIMARY KEY,
  code            text NOT NULL UNIQUE,
  name            text NOT NULL,
  price_rupees    integer NOT NULL CHECK (price_rupees BETWEEN 0 AND 10000000),
  period_months   smallint NOT NULL CHECK (period_months > 0),
  trial_days      smallint NOT NULL CHECK (trial_days >= 0),
  -- A paid period renews by itself when the user paid through a mandate (driver subscription).
  auto_renew      boolean NOT NULL,
  for_user_types  smallint[] NOT NULL,
  sort_order      smallint NOT NULL
);

INSERT INTO plans (id, code, name, price_rupees, period_months, trial_days, auto_renew, for_user_types, sort_order) VALUES
  (1, 'free',           'Free',                0,   1, 0,  false, '{1,2,3,4}', 0),
  (2, 'basic',          'Basic',               500, 1, 15, false, '{2,3,4}',   1),
  (3, 'advanced',       'Advanced',            700, 1, 15, false, '{2,3,4}',   2),
  (4, 'premium',        'Premium',             999, 1, 15, false, '{2,3,4}',   3),
  -- Introductory offer, renews automatically, no refund of the remaining period (docs/decisions/008).
  -- Its 15-day free trial starts by itself when the driver registers (FAQ), so no row in `trials`.
  (5, 'driver_monthly', 'Driver subscription', 75,  1, 15, true,  '{1}',       1);

-- One free trial per user, ever (the primary key is the rule).
CREATE TABLE trials (
  user_id     bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  plan_id     smallint NOT NULL REFERENCES plans (id),
  started_at  timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  CHECK (ends_at > started_at)
);

-- The user's current membership. No row means the free plan (and, for a driver, the trial that
-- runs from registration). A lapsed row stays, marked 'expired', so the screen can say when.
CREATE TABLE subscriptions (
  user_id           bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  plan_id           smallint NOT NULL REFERENCES plans (id),
  status            text NOT NULL CHECK (status IN ('trial', 'active', 'expired')),
  started_at        timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  auto_renew        boolean NOT NULL DEFAULT false,
  -- The payment provider's standing mandate for automatic renewal (none: renew by paying).
  renewal_mandate   text,
  updated_at        timestamptz NOT NULL,
  CHECK (expires_at > started_at),
  CHECK (NOT auto_renew OR renewal_mandate IS NOT NULL)
);
-- The daily job looks for periods that end.
CREATE INDEX subscriptions_due ON subscriptions (expires_at) WHERE status IN ('trial', 'active');

-- Every payment attempt: a checkout the user opened, or a renewal the daily job charged.
CREATE TABLE payments (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id        smallint NOT NULL REFERENCES plans (id),
  amount_rupees  integer NOT NULL CHECK (amount_rupees BETWEEN 1 AND 10000000),
  kind           text NOT NULL CHECK (kind IN ('checkout', 'renewal')),
  provider       text NOT NULL,
  provider_ref   text,
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  -- The period this payment bought, once paid.
  period_start   timestamptz,
  period_end     timestamptz,
  created_at     timestamptz NOT NULL,
  completed_at   timestamptz,
  UNIQUE (provider, provider_ref),
  CHECK ((status = 'paid') = (period_start IS NOT NULL AND period_end IS NOT NULL)),
  CHECK ((status = 'pending') = (completed_at IS NULL))
);
CREATE INDEX payments_user_created ON payments (user_id, created_at DESC);

-- Feedback: text up to 2,000 characters and a 1–5 star rating.
CREATE TABLE feedback (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text        varchar(2000) NOT NULL CHECK (btrim(text) <> ''),
  rating      smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at  timestamptz NOT NULL
);
CREATE INDEX feedback_user_created ON feedback (user_id, created_at DESC);

-- Help requests sent from the Help page's Chat tile; support answers by phone or e-mail.
CREATE TABLE help_requests (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic       text NOT NULL CHECK (topic IN ('account', 'payments', 'loads', 'trucks', 'bids', 'documents', 'other')),
  message     varchar(2000) NOT NULL CHECK (btrim(message) <> ''),
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at  timestamptz NOT NULL
);
CREATE INDEX help_requests_user_created ON help_requests (user_id, created_at DESC);
