-- State that several server processes on one PostgreSQL share (docs/decisions/025-several-processes.md).
--
-- Request limits (sign-in codes and guesses per address, uploads per user …) when no Redis is
-- configured: one row per limited key and window, counted by an atomic upsert. UNLOGGED: the
-- counters are written on every limited request and are worth no WAL; a crash or a fail-over
-- empties them, which only restarts the windows.
CREATE UNLOGGED TABLE rate_limits (
  key         text PRIMARY KEY,
  hits        integer NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX rate_limits_expired ON rate_limits (expires_at);

-- Periodic jobs that must run once across all processes: the last pass a process claimed.
CREATE TABLE job_runs (
  name         text PRIMARY KEY,
  last_run_at  timestamptz NOT NULL
);
