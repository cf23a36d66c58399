-- What tracking publishes for other modules to read (docs/decisions/051): a trip's milestones,
-- never its rows' fixes. The trade reads it when a party reports a no-show or a load not ready:
-- a truck that checked in at the pickup did come, and a truck loaded had its load ready.
CREATE VIEW tracking_trip_milestones AS
  SELECT e.schedule_id, e.kind, e.seq, e.at FROM trip_events e;

-- The alerts' setting for a trip called off by the other party (a cancel, a no-show report, a
-- load not ready): on by default, as a milestone's.
ALTER TABLE alert_settings ADD COLUMN sms_trip_cancelled boolean NOT NULL DEFAULT true;
