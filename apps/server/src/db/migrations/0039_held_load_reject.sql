-- Held loads are decided (docs/decisions/057): an operator releases a held load or rejects it with
-- a reason, and a hold nobody decides within HELD_LOAD_DECIDE_HOURS is closed with the reason
-- `unchecked`. A closed load is expired (status 3): in no listing, as before its release.
ALTER TABLE load_holds
  ADD COLUMN closed_at    timestamptz,
  -- The operator who rejected it; null when it was closed for want of a decision.
  ADD COLUMN closed_by    bigint REFERENCES users (id),
  ADD COLUMN close_reason varchar(24);

-- The operators' list and the hourly closing pass: holds neither released nor closed, oldest first.
DROP INDEX load_holds_waiting;
CREATE INDEX load_holds_waiting ON load_holds (held_at, load_id) WHERE released_at IS NULL AND closed_at IS NULL;
