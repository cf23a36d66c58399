import { describe, expect, it } from 'vitest';
import {
  AddLoadBodySchema,
  INDIA_TIME_ZONE,
  InsertTruckBodySchema,
  MatchingLoadsBodySchema,
  MatchingPostTrucksBodySchema,
  PostTruckFormSchema,
  PostTruckBodySchema,
  regNumberSchema,
  todayInIndia,
  toPostTruckBody,
} from './marketplace.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registration number', () => {
  it.each([
    ['KA01AB1234', 'KA01AB1234'],
    ['ka-01 ab 1234', 'KA01AB1234'],
    ['DL 1C AB 1234', 'DL1CAB1234'],
    ['MH12A1234', 'MH12A1234'],
    ['KA011234', 'KA011234'],
    ['22 BH 1234 AA', '22BH1234AA'],
  ])('accepts %s as %s', (input, output) => {
    expect(regNumberSchema.parse(input)).toBe(output);
  });

  it.each(['KA01AB123', 'K01AB1234', 'KA01ABCD1234', '1234', 'KA01AB12345'])('refuses %s', (input) => {
    expect(firstMessage(regNumberSchema.safeParse(input))).toBe('marketplace:validation.regNumberInvalid');
  });

  it('says "required" for nothing at all', () => {
    expect(firstMessage(regNumberSchema.safeParse(' -'))).toBe('marketplace:validation.regNumberRequired');
    expect(firstMessage(regNumberSchema.safeParse(undefined))).toBe(
      'marketplace:validation.regNumberRequired',
    );
  });
});

describe('AddLoadBodySchema', () => {
  const valid = {
    pickupLoc: 'Pune',
    deliveryLoc: 'Chennai',
    pickupDate: todayInIndia(),
    material_id: '1',
    capacity_id: 8,
    truck_type_id: '1',
    no_of_trucks: 1,
  };

  it('turns select values into numbers and empty comments into null', () => {
    expect(AddLoadBodySchema.parse({ ...valid, comments: '  ' })).toMatchObject({
      material_id: 1,
      capacity_id: 8,
      comments: null,
      user_id: null,
    });
  });

  it('counts words, not characters, in comments', () => {
    expect(AddLoadBodySchema.safeParse({ ...valid, comments: 'a  b\n c' }).success).toBe(true);
    expect(firstMessage(AddLoadBodySchema.safeParse({ ...valid, comments: 'one-long-word two' }))).toBe(
      'marketplace:validation.commentsWords',
    );
  });
});

describe('today in India', () => {
  it('is the calendar date in Asia/Kolkata, on both sides of midnight and of a new year', () => {
    const calendar = new Intl.DateTimeFormat('en-CA', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const start of ['2026-12-31T17:00:00Z', '2028-02-28T18:00:00Z', '2026-06-15T00:00:00Z']) {
      const minutes = Array.from({ length: (48 * 60) / 7 }, (_, i) => i * 7);
      // Forwards, backwards (a clock set back) and jumping about.
      for (const minute of [...minutes, ...minutes.reverse(), ...minutes.map((m) => (m * 389) % 2880)]) {
        const at = new Date(Date.parse(start) + minute * 60_000);
        expect(todayInIndia(at), at.toISOString()).toBe(calendar.format(at));
      }
    }
    expect(todayInIndia(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12-31');
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});

describe('Post Truck', () => {
  it('joins the form date and time into postTrucks_dateTime', () => {
    const date = todayInIndia();
    const form = PostTruckFormSchema.parse({
      date,
      time: '07:05',
      postTrucks_capacity_id: '8',
      postTrucks_from: 'Agra',
      postTrucks_to: 'Jaipur',
      comments: '',
    });
    const body = toPostTruckBody(form, '42');
    expect(body).toMatchObject({ postTrucks_dateTime: `${date} 07:05`, truck_id: '42', comments: null });
    expect(PostTruckBodySchema.parse(body)).toMatchObject({ truck_id: 42, postTrucks_capacity_id: 8 });
  });

  it('names the missing time separately from the missing date', () => {
    const form = PostTruckFormSchema.safeParse({
      date: '',
      time: '',
      postTrucks_capacity_id: '',
      postTrucks_from: '',
      postTrucks_to: '',
    });
    expect(form.error?.issues.map((issue) => issue.message)).toEqual([
      'marketplace:validation.dateRequired',
      'marketplace:validation.timeRequired',
      'marketplace:validation.capacityRequired',
      'marketplace:validation.fromRequired',
      'marketplace:validation.toRequired',
    ]);
  });
});

describe('search bodies', () => {
  it('read null and empty values as "no filter" and default to page 1 of 12', () => {
    expect(
      MatchingLoadsBodySchema.parse({
        pickupLoc: '',
        deliveryLoc: null,
        pickupDate: null,
        material_id: '',
        capacity_id: null,
        truck_type_id: null,
        no_of_trucks: null,
      }),
    ).toEqual({
      pickupLoc: null,
      deliveryLoc: null,
      pickupDate: null,
      material_id: null,
      capacity_id: null,
      truck_type_id: null,
      no_of_trucks: null,
      book_now: false,
      page: 1,
      limit: 12,
    });
  });

  it('take the day of a posting search date-time', () => {
    expect(
      MatchingPostTrucksBodySchema.parse({ postTrucks_dateTime: '2030-05-01 10:00' }).postTrucks_dateTime,
    ).toBe('2030-05-01');
  });

  it('refuse page 0 and page 1001', () => {
    expect(MatchingLoadsBodySchema.safeParse({ page: 0 }).success).toBe(false);
    expect(MatchingLoadsBodySchema.safeParse({ page: 1001 }).success).toBe(false);
    expect(MatchingLoadsBodySchema.safeParse({ page: '1000' }).success).toBe(true);
  });
});

describe('InsertTruckBodySchema', () => {
  it('wants file ids, not addresses', () => {
    const result = InsertTruckBodySchema.safeParse({
      regNumber: 'KA01AB1234',
      trucks_type_id: '1',
      capacity_id: '1',
      insurance: 'https://bucket.example/uploads/a.pdf',
      rc: '7f3c5a52-2f7e-4d0f-9a55-6f1f4d3c2b1a',
      location: 'Baksa',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['insurance', 'marketplace:validation.fileInvalid'],
    ]);
  });
});
