-- Alerts carry no text a user wrote, and one person cannot use up another user's SMS
-- (docs/decisions/036-faults-and-alerts-without-user-text.md).
--
-- Who a notification tells of: the bidder, the owner who accepted, the poster of a listing on a
-- saved lane (NULL: nobody, or a notification stored before this migration). Never shown; the
-- SMS cap per sender counts by it.
ALTER TABLE notifications ADD COLUMN sender_id bigint REFERENCES users (id) ON DELETE SET NULL;

-- What an SMS job tells, kept with the job: one `{type, data, by, at}` per event, in the order
-- they joined it. The worker writes the SMS from these (modules/alerts reads no other module's
-- table), and the cap per sender counts a person's events in a user's jobs of the day.
ALTER TABLE sms_jobs ADD COLUMN items jsonb NOT NULL DEFAULT '[]';
-- Jobs still to send get their events from the notifications they name.
UPDATE sms_jobs j SET items = coalesce((
    SELECT jsonb_agg(jsonb_build_object('type', n.type, 'data', n.data, 'by', NULL, 'at', n.created_at)
                     ORDER BY n.id)
    FROM notifications n WHERE n.id = ANY (j.notification_ids)), '[]')
  WHERE j.status IN (0, 1);
-- A user's jobs of the last day or so, where the cap per sender counts.
CREATE INDEX sms_jobs_user_created ON sms_jobs (user_id, created_at);
