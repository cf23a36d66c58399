-- The events an SMS job tells, one row each (docs/decisions/053). A job was one row whose arrays
-- every event of its batch updated: bids to one owner within a batch all waited on that row's
-- lock, and the per-sender cap read every event of the owner's day from its arrays. Now an event
-- is a row of its own, appended under a shared lock of its job (FOR KEY SHARE: appenders do not
-- wait on each other; a worker taking the job skips it until they commit), and the cap counts
-- the owner's events from one sender on an index.
CREATE TABLE sms_job_items (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id           bigint NOT NULL REFERENCES sms_jobs (id) ON DELETE CASCADE,
  -- The job's user and what the per-sender cap counts (alerts/commands/enqueue.ts).
  user_id          bigint NOT NULL,
  notification_id  bigint NOT NULL,
  type             varchar(40) NOT NULL,
  sender_id        bigint,
  at               timestamptz NOT NULL,
  -- The event as the SMS text reads it: type, data, by, at.
  item             jsonb NOT NULL
);
CREATE INDEX sms_job_items_job ON sms_job_items (job_id, id);
CREATE INDEX sms_job_items_sender ON sms_job_items (user_id, sender_id, at);

INSERT INTO sms_job_items (job_id, user_id, notification_id, type, sender_id, at, item)
  SELECT j.id, j.user_id, j.notification_ids[e.n], e.item->>'type', (e.item->>'by')::bigint,
         (e.item->>'at')::timestamptz, e.item
  FROM sms_jobs j, jsonb_array_elements(j.items) WITH ORDINALITY AS e(item, n)
  ORDER BY j.id, e.n;

ALTER TABLE sms_jobs DROP COLUMN notification_ids, DROP COLUMN items;

-- A marketplace search by material or truck type from a day on (docs/performance.md, "the
-- statements still over 5 ms"): its capped count read every open load of the material or truck
-- type in the listing's index and rejected each on its day (33,000 entries at a million loads
-- for a combination that matches nothing). With the day in the key the count reads only the
-- entries from that day on; the other filters and the poster ride along, as in migration 0031.
CREATE INDEX loads_material_day ON loads (status, material_id, pickup_date)
  INCLUDE (user_id, truck_type_id, capacity_id);
CREATE INDEX loads_truck_type_day ON loads (status, truck_type_id, pickup_date)
  INCLUDE (user_id, material_id, capacity_id);
