import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { id, tstz } from '../../db/sql.js';

/** Typed mirror of migration 0014 (saved lanes). `kind`: 1 looks for loads, 2 for posted trucks. */
export const savedLanes = pgTable('saved_lanes', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: id('user_id').notNull(),
  kind: smallint('kind').notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  pickupLoc: varchar('pickup_loc', { length: 100 }).notNull(),
  pickupStateId: integer('pickup_state_id').notNull(),
  pickupDistrictId: integer('pickup_district_id'),
  deliveryLoc: varchar('delivery_loc', { length: 100 }),
  deliveryStateId: integer('delivery_state_id'),
  deliveryDistrictId: integer('delivery_district_id'),
  truckTypeId: integer('truck_type_id'),
  capacityId: integer('capacity_id'),
  materialId: integer('material_id'),
  createdAt: tstz('created_at').notNull(),
});
export type SavedLaneRow = typeof savedLanes.$inferSelect;
export type NewSavedLane = typeof savedLanes.$inferInsert;
