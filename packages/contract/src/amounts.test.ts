import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typedWhole, type TypedUnit } from './amounts.js';
import { BookNowBodySchema, amountSchema } from './bids.js';
import { NoteFieldsSchema } from './paperwork.js';
import { TERMS_FIELDS, TERMS_MESSAGES } from './terms.js';
import { MONEY_CODES, TripPaymentBodySchema, typedLineRupees } from './trip-payments.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('typedWhole: a whole number as people in India type it (decision 041)', () => {
  it.each<[unknown, TypedUnit, number | null]>([
    ['35000', 'rupees', 35000],
    ['₹35,000', 'rupees', 35000],
    ['₹1,500', 'rupees', 1500],
    ['₹ 42 000', 'rupees', 42000],
    ['₹ 2,50,000', 'rupees', 250000],
    ['Rs. 1,500/-', 'rupees', 1500],
    ['rs 1500', 'rupees', 1500],
    ['RS.500', 'rupees', 500],
    ['INR 12,000', 'rupees', 12000],
    ['₹500/-', 'rupees', 500],
    ['1500 Rs', 'rupees', 1500],
    ['₨ 700', 'rupees', 700],
    ['रु. 1,200', 'rupees', 1200],
    ['ரூ.௫௦௦', 'rupees', 500],
    ['1,00,000', 'count', 100000],
    ['100,000', 'count', 100000],
    ['16,000', 'count', 16000],
    ['1, 500', 'count', 1500],
    ['42\u00a0000', 'count', 42000], // no-break space
    ['42\u2009000', 'count', 42000], // thin space
    ['1\u202f00\u202f000', 'count', 100000], // narrow no-break space
    ['7000.00', 'rupees', 7000],
    ['1,500.0', 'rupees', 1500],
    ['0500', 'count', 500],
    ['80%', 'percent', 80],
    ['80 %', 'percent', 80],
    ['൧൨൦൦൦', 'rupees', 12000], // Malayalam
    ['१,२५,०००', 'rupees', 125000], // Devanagari
    ['৩৫,০০০', 'rupees', 35000], // Bengali
    ['１２０００', 'rupees', 12000], // full-width
    ['-500', 'rupees', -500],
    ['−₹500', 'rupees', -500],
    ['₹-500', 'rupees', -500],
    ['+500', 'count', 500],
    [16000, 'count', 16000],
    ['', 'count', null],
    ['   ', 'rupees', null],
    [null, 'rupees', null],
    [undefined, 'percent', null],
  ])('reads %j (%s) as %s', (typed, unit, expected) => {
    expect(typedWhole(typed, unit)).toBe(expected);
  });

  it.each<[unknown, TypedUnit]>([
    ['3500.50', 'rupees'], // paise
    ['3500.5', 'rupees'],
    ['16.000', 'count'], // a decimal point or a European thousands dot: ambiguous
    ['12,50', 'rupees'], // a decimal comma, or a digit short
    ['1,5000', 'count'],
    ['1,234,56,789', 'count'], // Western then Indian grouping
    [',500', 'count'],
    ['1e4', 'rupees'],
    ['0x10', 'count'],
    ['abc', 'count'],
    ['12 kg', 'count'],
    ['₹', 'rupees'],
    ['--500', 'rupees'],
    ['-₹-500', 'rupees'],
    ['₹1,500', 'count'], // rupees where a weight is asked
    ['80%', 'rupees'], // a percentage where rupees are asked
    ['₹80', 'percent'],
    [12.5, 'count'],
    [true, 'count'],
  ])('refuses %j (%s)', (typed, unit) => {
    expect(typedWhole(typed, unit)).toBeNaN();
  });
});

describe('the fields that read it', () => {
  const terms = z.object(TERMS_FIELDS);
  it.each([
    ['advance_percent', '80%', 80],
    ['detention_per_day', '₹1,500', 1500],
    ['asking_rupees', '₹35,000', 35000],
    ['asking_rupees', 'Rs. 35,000/-', 35000],
    ['balance_days', '൧൫', 15],
    ['free_hours_loading', '', null],
  ] as const)('terms: %s typed %j is %j', (field, typed, expected) => {
    expect(terms.parse({ [field]: typed })[field]).toBe(expected);
  });
  it.each([
    ['advance_percent', '120%', TERMS_MESSAGES.percentRange],
    ['advance_percent', '-5', TERMS_MESSAGES.percentRange],
    ['advance_percent', '80.5%', TERMS_MESSAGES.percentRange],
    ['detention_per_day', '₹1,500.50', TERMS_MESSAGES.detentionRange],
    ['detention_per_day', '15%', TERMS_MESSAGES.detentionRange],
    ['asking_rupees', '₹35k', TERMS_MESSAGES.askingRange],
  ] as const)('terms: %s typed %j is refused with %s', (field, typed, message) => {
    expect(messageOf(terms.safeParse({ [field]: typed }))).toBe(message);
  });

  it.each([
    ['₹ 42 000', 42000],
    ['Rs. 1,25,000/-', 125000],
    ['௧௨௦௦௦', 12000],
  ])('a bid of %j is %d', (typed, expected) => {
    expect(amountSchema.parse(typed)).toBe(expected);
  });
  it.each([
    ['₹ 42 000.50', 'bids:validation.amountWhole'],
    ['₹42k', 'bids:validation.amountWhole'],
    ['-₹500', 'bids:validation.amountLimits'],
    ['₹ 400', 'bids:validation.amountLimits'],
  ])('a bid of %j is refused with %s', (typed, message) => {
    expect(messageOf(amountSchema.safeParse(typed))).toBe(message);
  });
  it("Book Now's expected amount is read the same way", () => {
    const body = { loads_id: '1', trucks_id: '2' };
    expect(BookNowBodySchema.parse({ ...body, expected_amount: '₹35,000' }).expected_amount).toBe(35000);
    expect(messageOf(BookNowBodySchema.safeParse({ ...body, expected_amount: '-35000' }))).toBe(
      TERMS_MESSAGES.expectedRequired,
    );
  });

  it('the consignment note: weights, packages and the declared value as typed', () => {
    const goods = (typed: Record<string, unknown>) => NoteFieldsSchema.parse({ goods: typed }).goods;
    expect(
      goods({
        actual_weight_kg: '16,000',
        charged_weight_kg: '16 500',
        packages: '൧൨',
        declared_value: '₹ 2,50,000',
      }),
    ).toMatchObject({
      actual_weight_kg: 16000,
      charged_weight_kg: 16500,
      packages: 12,
      declared_value: 250000,
    });
    expect(goods({ declared_value: 'Rs. 75,000/-' }).declared_value).toBe(75000);
    const issue = (typed: Record<string, unknown>) => messageOf(NoteFieldsSchema.safeParse({ goods: typed }));
    expect(issue({ actual_weight_kg: '16.5' })).toBe('paperwork:validation.weight');
    expect(issue({ actual_weight_kg: '16,000 kg' })).toBe('paperwork:validation.weight');
    expect(issue({ actual_weight_kg: '1,00,001' })).toBe('paperwork:validation.weight');
    expect(issue({ declared_value: '₹2,50,000.75' })).toBe('paperwork:validation.value');
    expect(issue({ declared_value: '-100' })).toBe('paperwork:validation.value');
    expect(issue({ packages: '12 bags' })).toBe('paperwork:validation.count');
  });

  it('a payment line: the kind gives the sign, whatever the script', () => {
    expect(typedLineRupees('advance', '൧൨൦൦൦')).toBe(12000);
    expect(typedLineRupees('balance', '₹ 25,000/-')).toBe(25000);
    expect(typedLineRupees('tds', '₹500')).toBe(-500);
    expect(typedLineRupees('tds', '−500')).toBe(-500);
    expect(typedLineRupees('other', '-₹300')).toBe(-300);
    expect(typedLineRupees('', '300')).toBe(300);
    expect(typedLineRupees('advance', '12000.50')).toBeNaN();
    expect(typedLineRupees('advance', '')).toBeNaN();
    const line = (typed: string) =>
      TripPaymentBodySchema.safeParse({
        schedule_id: '5',
        kind: 'advance',
        method: 'upi',
        amount_rupees: typedLineRupees('advance', typed),
      });
    expect(line('൧൨൦൦൦').data?.amount_rupees).toBe(12000);
    expect(messageOf(line('12000.50'))).toBe(MONEY_CODES.amount);
  });
});
