import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ScheduleDetailsResponse } from '@lorrybazaar/contract';
import { OWN_LOADS_KEY, PAPERWORK_KEY, SCHEDULES_KEY } from '#api/query-keys';
import { scheduleDetailsQueryOptions, showTripAsAnswered } from './get-schedule-details';

/** A query on screen (an observer subscribed) counting its fetches. */
function onScreen(client: QueryClient, queryKey: readonly unknown[], fetched: Map<string, number>) {
  const name = JSON.stringify(queryKey);
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => {
      fetched.set(name, (fetched.get(name) ?? 0) + 1);
      return Promise.resolve({ name });
    },
    staleTime: Infinity,
  });
  observer.subscribe(() => undefined);
  return name;
}

describe('showTripAsAnswered', () => {
  it("reads the trip's money, tracking and paperwork again now, keeps the answer as the detail, and only marks the rest stale", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fetched = new Map<string, number>();
    const money = onScreen(client, [...SCHEDULES_KEY, 'money', '7'], fetched);
    const tracking = onScreen(client, [...SCHEDULES_KEY, 'tracking', '7'], fetched);
    const note = onScreen(client, [...PAPERWORK_KEY, 'note', '7'], fetched);
    const otherTrip = onScreen(client, [...SCHEDULES_KEY, 'money', '8'], fetched);
    const list = onScreen(client, [...SCHEDULES_KEY, 'loads', 'all'], fetched);
    const loads = onScreen(client, OWN_LOADS_KEY, fetched);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = new Map(fetched);

    const answer = { data: { schedule_id: '7' } } as unknown as ScheduleDetailsResponse;
    await showTripAsAnswered(client, '7', answer, [OWN_LOADS_KEY]);

    const again = (name: string) => (fetched.get(name) ?? 0) - (before.get(name) ?? 0);
    expect([money, tracking, note].map(again)).toEqual([1, 1, 1]);
    expect([otherTrip, list, loads].map(again)).toEqual([0, 0, 0]);
    expect(client.getQueryState(JSON.parse(list) as unknown[])?.isInvalidated).toBe(true);
    expect(client.getQueryState(OWN_LOADS_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryData(scheduleDetailsQueryOptions('7').queryKey)).toBe(answer);
  });
});
