-- A person is a mobile number (docs/decisions/042-a-person-is-a-mobile-number.md). One mobile
-- holds one account per role, so the rules that count people count mobiles.

-- Users kept out of the marketplace's lists: suspended, or reported by people (mobiles, not
-- accounts) whose open reports weigh at least 3 (REPORTS_TO_HIDE). A person's reports of one
-- user weigh the most of their accounts': 0 from a suspended account, 1 from an account at least
-- 7 days old (REPORT_FULL_WEIGHT_DAYS) or with a delivered trip with another person, else ½.
-- A report from another account of the reported user's own mobile weighs nothing (and is refused).
CREATE OR REPLACE VIEW withheld_users AS
  SELECT id AS user_id FROM users WHERE suspended_at IS NOT NULL
  UNION
  SELECT target_user_id FROM (
    SELECT r.target_user_id, u.mobile,
           max(CASE
                 WHEN u.suspended_at IS NOT NULL THEN 0
                 WHEN u.mobile = (SELECT t.mobile FROM users t WHERE t.id = r.target_user_id) THEN 0
                 WHEN u.created_at <= now() - interval '7 days' THEN 1
                 WHEN EXISTS (SELECT 1 FROM trade_trips s JOIN users o ON o.id = s.truck_owner_id
                               WHERE s.load_owner_id = u.id AND s.delivered AND o.mobile <> u.mobile)
                   OR EXISTS (SELECT 1 FROM trade_trips s JOIN users o ON o.id = s.load_owner_id
                               WHERE s.truck_owner_id = u.id AND s.delivered AND o.mobile <> u.mobile)
                   THEN 1
                 ELSE 0.5
               END) AS weight
    FROM reports r JOIN users u ON u.id = r.reporter_id
    WHERE r.status = 1
    GROUP BY r.target_user_id, u.mobile
  ) AS people
  GROUP BY target_user_id HAVING sum(weight) >= 3;

-- Reports by person within the last hour (the limit per person counts them).
CREATE INDEX reports_reporter_at ON reports (reporter_id, created_at DESC);

-- A user's rating counts each person who rated them once (their latest rating), and never a
-- rating from another account of their own mobile: the sums are made again from the ratings.
INSERT INTO user_ratings (user_id, ratings, stars_total)
  SELECT ratee_id, count(*), sum(stars) FROM (
    SELECT DISTINCT ON (r.ratee_id, rater.mobile) r.ratee_id, r.stars
    FROM ratings r
    JOIN users rater ON rater.id = r.rater_id
    JOIN users ratee ON ratee.id = r.ratee_id
    WHERE rater.mobile <> ratee.mobile
    ORDER BY r.ratee_id, rater.mobile, r.updated_at DESC, r.id DESC
  ) AS latest
  GROUP BY ratee_id
ON CONFLICT (user_id) DO UPDATE SET ratings = excluded.ratings, stars_total = excluded.stars_total;
UPDATE user_ratings s SET ratings = 0, stars_total = 0
  WHERE NOT EXISTS (SELECT 1 FROM ratings r JOIN users rater ON rater.id = r.rater_id
                     JOIN users ratee ON ratee.id = r.ratee_id
                    WHERE r.ratee_id = s.user_id AND rater.mobile <> ratee.mobile);

-- A withheld user appeals through Help: the topic `appeal`.
ALTER TABLE help_requests DROP CONSTRAINT help_requests_topic_check;
ALTER TABLE help_requests ADD CONSTRAINT help_requests_topic_check
  CHECK (topic IN ('account', 'payments', 'loads', 'trucks', 'bids', 'documents', 'appeal', 'other'));
