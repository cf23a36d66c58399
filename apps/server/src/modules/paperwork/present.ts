/**
 * What leaves the server of the paperwork: each answer is built here from the rows and the trip,
 * field by field, so nothing else of a row reaches a client.
 */
import {
  EWAY_BILL_VALUE_THRESHOLD,
  ewayBillFits,
  ewayBillLastDay,
  missingNoteFields,
  todayInIndia,
  type ConsignmentNote,
  type EwayBillView,
  type LrState,
  type LrVerification,
  type NoteFields,
  type TripDriver,
} from '@lorrybazaar/contract';
import type { CancelledLr, EwayBillRow, NoteRow } from './repository.js';
import type { Trip, TripSide } from './trip-port.js';

/** The trip's driver as the paperwork knows them (named by the truck's side, or the owner driving). */
export interface EffectiveDriver {
  name: string;
  mobile: string;
  hasAccount: boolean;
  self: boolean;
  assignedAt: string | null;
  linkExpiresAt: string | null;
}

export const presentDriver = (driver: EffectiveDriver): TripDriver => ({
  driver_name: driver.name,
  driver_mobile: driver.mobile,
  has_account: driver.hasAccount,
  self: driver.self,
  assigned_at: driver.assignedAt,
  link_expires_at: driver.linkExpiresAt,
});

/** A note's e-way bills, each checked against the trip's distance when it is known. */
export function presentEwayBills(
  bills: EwayBillRow[],
  trip: Pick<Trip, 'distanceKm' | 'pickupDate'>,
  odc: boolean,
) {
  return bills.map((bill): EwayBillView => {
    const from = bill.generated_on ?? trip.pickupDate;
    return {
      number: bill.number,
      generated_on: bill.generated_on,
      valid_until: bill.valid_until,
      expires_at: bill.expires_at,
      expected_valid_until: trip.distanceKm === null ? null : ewayBillLastDay(from, trip.distanceKm, odc),
      fits: ewayBillFits(from, bill.valid_until, trip.distanceKm, odc),
    };
  });
}

/** The fields of a note with its e-way bills, as the PDF and the completeness check read them. */
export const withBills = (fields: NoteFields, bills: EwayBillRow[]): NoteFields => ({
  ...fields,
  eway_bills: bills.map((bill) => ({
    number: bill.number,
    generated_on: bill.generated_on,
    valid_until: bill.valid_until,
  })),
});

const EMPTY: NoteFields = {
  consignor: { name: null, address: null, pin: null, gstin: null, phone: null },
  consignee: { name: null, address: null, pin: null, gstin: null, phone: null },
  goods: {
    description: null,
    packages: null,
    packing: null,
    actual_weight_kg: null,
    charged_weight_kg: null,
    declared_value: null,
    invoice_number: null,
    invoice_date: null,
  },
  freight_mode: null,
  gst_payer: null,
  risk: null,
  remarks: null,
  odc: false,
  eway_bills: [],
};

export function presentNote(input: {
  trip: Trip & { side: TripSide };
  note: NoteRow | undefined;
  bills: EwayBillRow[];
  driver: EffectiveDriver | null;
  closed: boolean;
  cancelled: CancelledLr[];
  document: { view_url: string; download_url: string } | null;
}): ConsignmentNote {
  const { trip, note, bills } = input;
  const fields = withBills(note?.fields ?? EMPTY, bills);
  const issued = note?.status === 2;
  const declared = fields.goods.declared_value;
  return {
    schedule_id: String(trip.scheduleId),
    status: issued ? 'issued' : 'draft',
    your_side: trip.side,
    editable: !issued && !input.closed,
    can_issue: trip.side === 'truck' && !input.closed,
    lr_number: note?.lr_number ?? null,
    issued_at: note?.issued_at ?? null,
    consignor: fields.consignor,
    consignee: fields.consignee,
    goods: fields.goods,
    freight_mode: fields.freight_mode,
    gst_payer: fields.gst_payer,
    risk: fields.risk,
    remarks: fields.remarks,
    odc: fields.odc,
    eway_bills: presentEwayBills(bills, trip, fields.odc),
    ewb_likely_needed: declared !== null && declared > EWAY_BILL_VALUE_THRESHOLD && bills.length === 0,
    missing: issued ? [] : missingNoteFields(fields),
    trip: {
      vehicle_reg: trip.vehicleReg,
      pickup_loc: trip.pickupLoc,
      delivery_loc: trip.deliveryLoc,
      pickup_date: trip.pickupDate,
      amount: trip.amount,
      materials_name: trip.materialsName,
      driver_name: input.driver?.name ?? null,
      driver_mobile: input.driver?.mobile ?? null,
      distance_km: trip.distanceKm,
    },
    document: issued ? input.document : null,
    verify_path: issued && note?.verify_token ? `/lr/${note.verify_token}` : null,
    cancelled: input.cancelled,
  };
}

/** What anyone holding an LR may see: its number, date, truck, route, names and state. */
export function presentVerification(
  note: NoteRow & { replaced_by: string | null },
  tripStatus: Trip['status'] | null,
): LrVerification {
  const state: LrState =
    note.status === 3 ? 'cancelled' : tripStatus === 'delivered' ? 'delivered' : 'issued';
  const printed = note.printed!;
  return {
    lr_number: note.lr_number!,
    issued_on: todayInIndia(new Date(note.issued_at!)),
    status: state,
    vehicle_reg: printed.vehicleReg,
    pickup_loc: printed.pickupLoc,
    delivery_loc: printed.deliveryLoc,
    consignor_name: note.fields.consignor.name ?? '',
    consignee_name: note.fields.consignee.name ?? '',
    issuer_name: printed.issuerCompany || printed.issuerName,
    cancelled_at: note.cancelled_at,
    replaced_by: note.status === 3 ? note.replaced_by : null,
  };
}
