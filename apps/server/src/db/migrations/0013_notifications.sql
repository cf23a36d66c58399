-- What happened to a user, kept (docs/decisions/024-live-marketplace.md): the Notifications
-- screen lists these, the bell counts the unread, and an event stream that dropped resumes from
-- the last id it saw. One row per recipient; `data` names what it is about with the API's own
-- field names (loads_id, bidsLoad_id, truck_id …).
CREATE TABLE notifications (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type        varchar(40) NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz
);
-- The screen pages a user's newest first; a stream replays a user's rows after an id.
CREATE INDEX notifications_user ON notifications (user_id, id DESC);
-- The bell: a user's unread count.
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
