-- A load needing several trucks is booked truck by truck (docs/decisions/017-loads-by-the-truck.md):
-- each accepted bid books one truck and makes one schedule; the load stays open in the marketplace
-- until trucks_booked reaches no_of_trucks, and only then becomes booked (2).
ALTER TABLE loads ADD COLUMN trucks_booked smallint NOT NULL DEFAULT 0;
-- Loads booked before this change were booked whole by their one schedule: they stay booked, and
-- count the schedules they have.
UPDATE loads SET trucks_booked = (SELECT count(*) FROM schedules s WHERE s.load_id = loads.id)
WHERE EXISTS (SELECT 1 FROM schedules s WHERE s.load_id = loads.id);
ALTER TABLE loads ADD CONSTRAINT loads_trucks_booked_check CHECK (trucks_booked BETWEEN 0 AND no_of_trucks);
-- One schedule per truck of the load now; schedules_truck_day still keeps a truck to one trip a
-- day, so the same truck cannot take two of a load's trucks.
ALTER TABLE schedules DROP CONSTRAINT schedules_one_per_load;
CREATE INDEX schedules_load ON schedules (load_id);
