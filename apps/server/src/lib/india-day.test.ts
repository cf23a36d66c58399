import { INDIA_TIME_ZONE } from '@lorrybazaar/contract';
import { describe, expect, it } from 'vitest';
import { indiaClock, indiaInstant } from './india-day.js';

describe('indiaClock', () => {
  it("shows Asia/Kolkata's date, time and hour, on both sides of midnight and of a new year", () => {
    const wallClock = new Intl.DateTimeFormat('sv-SE', {
      timeZone: INDIA_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    for (let minute = 0; minute < 48 * 60; minute += 7) {
      const at = new Date(Date.parse('2026-12-31T00:00:00Z') + minute * 60_000);
      const { date, time, hour } = indiaClock(at);
      expect(`${date} ${time}`, at.toISOString()).toBe(wallClock.format(at));
      expect(hour).toBe(Number(time.slice(0, 2)));
    }
    expect(indiaClock(new Date('2026-12-31T18:29:59Z'))).toEqual({
      date: '2026-12-31',
      time: '23:59',
      hour: 23,
    });
    expect(indiaClock(new Date('2026-12-31T18:30:00Z'))).toEqual({
      date: '2027-01-01',
      time: '00:00',
      hour: 0,
    });
  });

  it('reads back the instant indiaInstant names', () => {
    expect(indiaClock(indiaInstant('2026-03-05', '07:00'))).toEqual({
      date: '2026-03-05',
      time: '07:00',
      hour: 7,
    });
  });
});
