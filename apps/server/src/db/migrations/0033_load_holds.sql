-- Token-fraud guardrails (docs/decisions/049-token-fraud-guardrails.md): a load whose asking price
-- is above twice its lane's usual range, from a poster who is not verified, is held (status 5)
-- until an operator releases it. A held load is in no listing, search, match or lane alert: they
-- all read open loads (status 1) only. The hold keeps the price and the range it was judged by.
ALTER TABLE loads DROP CONSTRAINT loads_status_check;
ALTER TABLE loads ADD CONSTRAINT loads_status_check CHECK (status IN (1, 2, 3, 5));

CREATE TABLE load_holds (
  load_id      bigint PRIMARY KEY REFERENCES loads (id) ON DELETE CASCADE,
  user_id      bigint NOT NULL REFERENCES users (id),
  -- One truck's amount at the asking price, and the lane's range (rupees) when it was held.
  asking       integer NOT NULL,
  low          integer NOT NULL,
  high         integer NOT NULL,
  held_at      timestamptz NOT NULL,
  released_at  timestamptz,
  released_by  bigint REFERENCES users (id)
);
-- The operators' list: holds not yet released, oldest first.
CREATE INDEX load_holds_waiting ON load_holds (held_at, load_id) WHERE released_at IS NULL;
