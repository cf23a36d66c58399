import type { ScheduleDetail } from '@lorrybazaar/contract';

/** A party of a trip as the trip's detail names them (the mobile from the id: 98765000<id>). */
export const tripParty = (id: string, name: string, mobile = `98765000${id.padStart(2, '0')}`) => ({
  users_id: id,
  users_name: name,
  company: null,
  user_types_id: '1',
  user_types_name: 'Transporter',
  mobile,
});

/**
 * A trip's detail for a component test: Pune → Chennai, cement, one truck (MH12AB1234) booked by
 * Mohan Das (load, 9876500001) with Ravi Kumar (truck, 9876500002), scheduled and seen from the
 * load's side; `fields` set what the test is about.
 */
export const scheduleDetail = (fields: Partial<ScheduleDetail> = {}): ScheduleDetail => ({
  schedule_id: '7',
  schedules_status: '1',
  your_side: 'load',
  amount: 42000,
  schedules_date: '2026-11-20',
  createdAt: '2026-11-20T05:00:00.000Z',
  pickupDate: '2026-12-01',
  pickup_loc: 'Pune, Maharashtra',
  delivery_loc: 'Chennai, Tamil Nadu',
  materials_name: 'Cement',
  load_capacities_name: '9 Tonnes',
  no_of_trucks: 1,
  comments: null,
  vehicle_reg: 'MH12AB1234',
  truck_types_name: 'Open body',
  truck_capacities_name: '9 Tonnes',
  loads_id: '3',
  truck_id: '4',
  bid_id: '5',
  bid_kind: 'on_load',
  load_owner: tripParty('1', 'Mohan Das'),
  truck_owner: tripParty('2', 'Ravi Kumar'),
  lorry_receipt: null,
  proof_of_delivery: null,
  in_transit_at: null,
  delivered_at: null,
  cancellation: null,
  other_party_suspended: false,
  pickup_pin: null,
  delivery_pin: null,
  ...fields,
});
