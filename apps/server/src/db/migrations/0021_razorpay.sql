-- Razorpay for the driver subscription (docs/decisions/035-razorpay.md): what a gateway tells
-- us is stored so that each delivery, and each payment, counts once.

-- A payment now knows how it pays and what the gateway calls the money received.
--   recurring:            the checkout asks for a standing mandate (UPI AutoPay, card), or the
--                         payment is a debit of one;
--   provider_payment_id:  the gateway's id of the money received (Razorpay `pay_…`): a payment
--                         reaches us by webhook, by the browser's return and by reconcile, and
--                         counts once (the unique key);
--   mandate_ref:          the mandate a renewal was debited from (Razorpay `sub_…`);
--   checkout_url:         where the payer goes on paying an open checkout;
--   checked_at:           when the gateway was last asked about it (reconcile).
ALTER TABLE payments
  ADD COLUMN recurring            boolean NOT NULL DEFAULT false,
  ADD COLUMN provider_payment_id  text,
  ADD COLUMN mandate_ref          text,
  ADD COLUMN method               text,
  ADD COLUMN checkout_url         text,
  ADD COLUMN failure_reason       text,
  ADD COLUMN checked_at           timestamptz,
  ADD CONSTRAINT payments_provider_payment UNIQUE (provider, provider_payment_id);
UPDATE payments SET recurring = true
  WHERE kind = 'renewal' OR plan_id IN (SELECT id FROM plans WHERE auto_renew);
-- Reconcile looks at what is still open.
CREATE INDEX payments_pending ON payments (created_at) WHERE status = 'pending';

-- The mandates a gateway charges by itself (a Razorpay Subscription), as it last told us.
-- status is the gateway's: created, authenticated, active, pending (a debit failed, retrying),
-- halted (retries exhausted), cancelled, completed, expired.
CREATE TABLE payment_mandates (
  provider             text NOT NULL,
  ref                  text NOT NULL,
  user_id              bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The checkout that opened it.
  payment_id           bigint NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  status               text NOT NULL,
  -- The next debit, as the gateway plans it.
  charge_at            timestamptz,
  paid_count           integer NOT NULL DEFAULT 0,
  -- Renewal switched off: the gateway stops at the end of the paid cycle.
  cancel_at_cycle_end  boolean NOT NULL DEFAULT false,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (provider, ref)
);
CREATE INDEX payment_mandates_user ON payment_mandates (user_id, created_at DESC);
-- Reconcile asks about mandates that are not settled or whose debit fell due.
CREATE INDEX payment_mandates_open ON payment_mandates (charge_at)
  WHERE status IN ('created', 'authenticated', 'active', 'pending');

-- Webhook deliveries already applied: stored first, in the transaction that applies them, so a
-- repeated delivery (Razorpay retries, or sends twice) changes nothing.
CREATE TABLE payment_events (
  provider     text NOT NULL,
  event_id     text NOT NULL,
  type         text NOT NULL,
  received_at  timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- A plan made at the gateway for one of ours, per account (a test key's plan is not a live
-- key's) and price: made once, then reused by every process.
CREATE TABLE provider_plans (
  provider      text NOT NULL,
  account       text NOT NULL,
  plan_id       smallint NOT NULL REFERENCES plans (id),
  amount_paise  integer NOT NULL,
  ref           text NOT NULL,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (provider, account, plan_id, amount_paise)
);
