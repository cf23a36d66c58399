-- A rating stays blind until the rated person has rated the trip back or it is final
-- (docs/decisions/041, amended 2026-11-29), in a user's sums too: `reveal_at` is when the first
-- of their blind ratings ends its blind days, and the reveal pass (modules/trust) sums them
-- again then. The sums made before counted blind ratings: every user with one is due now, so
-- the first pass makes their sums without it.
ALTER TABLE user_ratings ADD COLUMN reveal_at timestamptz;
CREATE INDEX user_ratings_reveal ON user_ratings (reveal_at) WHERE reveal_at IS NOT NULL;
UPDATE user_ratings s SET reveal_at = now()
  WHERE EXISTS (SELECT 1 FROM ratings r
                WHERE r.ratee_id = s.user_id AND r.created_at > now() - interval '7 days'
                  AND NOT EXISTS (SELECT 1 FROM ratings answer
                                  WHERE answer.schedule_id = r.schedule_id AND answer.rater_id = r.ratee_id));
