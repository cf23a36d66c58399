import { describe, expect, it } from 'vitest';
import {
  ConsignmentNoteBodySchema,
  ewayBillDays,
  ewayBillExpiry,
  ewayBillFits,
  ewayBillLastDay,
  missingNoteFields,
} from './paperwork.js';

describe('e-way bill validity: one day per 200 km or part (20 km over-dimensional), each day ending at the following midnight', () => {
  it.each([
    // km, over-dimensional, days, last valid day of a bill generated on 2026-03-05
    [200, false, 1, '2026-03-06'],
    [201, false, 2, '2026-03-07'],
    [1500, false, 8, '2026-03-13'],
    [1, false, 1, '2026-03-06'],
    [0, false, 1, '2026-03-06'],
    [20, true, 1, '2026-03-06'],
    [21, true, 2, '2026-03-07'],
    [200, true, 10, '2026-03-15'],
    [1500, true, 75, '2026-05-19'],
  ] as const)('%d km, ODC %s: %d day(s), valid through %s', (km, odc, days, lastDay) => {
    expect(ewayBillDays(km, odc)).toBe(days);
    expect(ewayBillLastDay('2026-03-05', km, odc)).toBe(lastDay);
  });

  it('a bill generated late at night still gets the whole next day; it expires at the midnight ending its last day, India time', () => {
    expect(ewayBillLastDay('2026-12-31', 150, false)).toBe('2027-01-01');
    expect(ewayBillExpiry('2026-03-06').toISOString()).toBe('2026-03-06T18:30:00.000Z');
  });

  it('a printed date fits the distance, with the portal allowance of 10% more km; without a distance nothing is told', () => {
    // 1,500 km: 8 days; 1,650 km (10% more): 9 days.
    expect(ewayBillFits('2026-03-05', '2026-03-13', 1500, false)).toBe(true);
    expect(ewayBillFits('2026-03-05', '2026-03-14', 1500, false)).toBe(true);
    expect(ewayBillFits('2026-03-05', '2026-03-12', 1500, false)).toBe(false);
    expect(ewayBillFits('2026-03-05', '2026-03-15', 1500, false)).toBe(false);
    expect(ewayBillFits('2026-03-05', '2026-03-06', 200, true)).toBe(false);
    expect(ewayBillFits('2026-03-05', '2026-03-06', null, false)).toBeNull();
  });
});

describe('the consignment note body', () => {
  it('takes names in any script, tidies numbers and PINs, and tells what issuing still needs', () => {
    const body = ConsignmentNoteBodySchema.parse({
      schedule_id: '7',
      consignor: { name: ' ক্ষিতীশ ট্রেডার্স ', pin: '452 001', phone: '+91 98765 43210' },
      goods: { packages: '12', declared_value: '' },
      eway_bills: [{ number: '3310 0234 5678', valid_until: '2026-03-06' }],
    });
    expect(body.consignor).toMatchObject({ name: 'ক্ষিতীশ ট্রেডার্স', pin: '452001', phone: '9876543210' });
    expect(body.goods).toMatchObject({ packages: 12, declared_value: null });
    expect(body.eway_bills[0]!.number).toBe('331002345678');
    expect(missingNoteFields(body)).toEqual([
      'consignor.address',
      'consignee.name',
      'consignee.address',
      'consignee.pin',
      'goods.description',
      'goods.actual_weight_kg',
      'freight_mode',
      'gst_payer',
      'risk',
    ]);
  });

  it('refuses markup in a name, a short e-way bill number, one number twice, a bill valid before it was made', () => {
    const result = ConsignmentNoteBodySchema.safeParse({
      schedule_id: 7,
      consignee: { name: '<script>' },
      eway_bills: [
        { number: '12345', valid_until: '2026-03-06' },
        { number: '331002345678', generated_on: '2026-03-07', valid_until: '2026-03-06' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'consignee.name: paperwork:validation.name',
      'eway_bills.0.number: paperwork:validation.ewayNumber',
      'eway_bills.1.valid_until: paperwork:validation.ewayOrder',
    ]);
  });
});
