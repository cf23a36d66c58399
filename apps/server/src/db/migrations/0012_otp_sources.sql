-- Sign-in limits per source (docs/decisions/003-sign-in-and-sessions.md): a guesser is locked
-- out per (mobile, IP) and per (mobile, device), not the number for everyone.

-- Who asked for each code: `ip:<address>`, or `dev:<id>` for a device the number signed in on.
ALTER TABLE otp_sends ADD COLUMN source text NOT NULL DEFAULT '';
CREATE INDEX otp_sends_mobile_source ON otp_sends (mobile, source, sent_at DESC);

-- Every wrong code, by source (one row per source key it came from), for the per-source lock.
CREATE TABLE otp_failures (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mobile     char(10) NOT NULL,
  source     text NOT NULL,
  failed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_failures_mobile_source ON otp_failures (mobile, source, failed_at DESC);

-- otp_locks now holds the short cool-down of unknown devices after wrong codes in a row.
COMMENT ON COLUMN otp_locks.locked_until IS 'end of the cool-down for devices not yet signed in on this number';
