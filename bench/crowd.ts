/**
 * The crowd (docs/performance.md, "The crowd"): `npm run bench`'s headline. Many signed-in users,
 * each request a search of its own, as a real marketplace gets them, where the repeated-filter
 * calls ask the same thing 10 s long and are answered from the pages a process keeps:
 *
 * - places drawn unevenly (Zipf, s = 1.1) over every district the migrations seed, in every
 *   state, in the user's script (a user of hi, ta, te, kn, ml or bn types it in their script
 *   seven times in ten, else in English), sometimes as the "District, State" a suggestion fills,
 *   a quarter typed as their first four letters;
 * - of the requests: 3 in 100 add a load (the trickle of writes), 17 list loads or posted
 *   trucks without a filter, 40 search by place (half of those with a delivery place too, a
 *   quarter with a filter as well), 40 by filters alone (material, capacity, truck type, date:
 *   one to four of them); a quarter of the searches are for posted trucks;
 * - pages 1 to 10, page k drawn with weight 0.6^(k-1);
 * - every user signed in (session check included), their language's cookie set.
 *
 * Deterministic for a seed: the same requests in the same order per connection. Each answer's
 * `x-bench-listing-*` headers (bench/listing-reads.ts) say whether the database read its rows
 * and its count, or the process had them.
 */
import http from 'node:http';
import type { Role } from '@lorrybazaar/contract';
import { signInUser } from '../apps/server/src/test/server-process.ts';
import { COUNTS_HEADER, ROWS_HEADER } from './listing-reads.ts';
import type { District } from './seed.ts';

export const KINDS = ['place search', 'filter search', 'truck search', 'pages', 'add load'] as const;
export type Kind = (typeof KINDS)[number];

export interface CrowdRequest {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

interface User {
  cookie: string;
  role: Role;
  language: string;
}

/** The reference ids the forms send (getAllMaterials, getAllTruckCapacities, getAllTruckTypes). */
export interface Reference {
  materials: string[];
  capacities: string[];
  types: string[];
}

/** A user's language, by turn: four in eleven English, two Hindi, one each of the other five. */
const LANGUAGE_TURNS = ['en', 'hi', 'en', 'ta', 'te', 'en', 'hi', 'kn', 'ml', 'en', 'bn'];
const ROLE_TURNS: Role[] = ['transporter', 'broker', 'shipper', 'driver'];
const POSTERS: Role[] = ['transporter', 'broker', 'shipper'];

/** A small seeded generator (mulberry32): the same requests every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const letters = new Intl.Segmenter('en', { granularity: 'grapheme' });
const firstLetters = (text: string, count: number) =>
  [...letters.segment(text)]
    .slice(0, count)
    .map((part) => part.segment)
    .join('');

/** Draws the crowd's requests. */
export function crowdRequests(districts: District[], reference: Reference, seed: number) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  // Zipf over the districts in an order of their own (not by state, not by id): the first few
  // are most of the traffic, every district (and so every state) comes up in the tail.
  const shuffle = random(seed ^ 0x5eed);
  const order = districts
    .map((district) => ({ district, key: shuffle() }))
    .sort((a, b) => a.key - b.key)
    .map(({ district }) => district);
  let total = 0;
  const cumulative = order.map((_, rank) => (total += 1 / (rank + 1) ** 1.1));
  const district = () => {
    const target = next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return order[low]!;
  };
  const place = (language: string) => {
    const where = district();
    const script = language !== 'en' && next() < 0.7 ? language : 'en';
    const name = script === 'en' ? where.name : (where.names[script] ?? where.name);
    const state = script === 'en' ? where.state : (where.stateNames[script] ?? where.state);
    if (next() < 0.25) return firstLetters(name, 4);
    return next() < 0.3 ? `${name}, ${state}` : name;
  };
  const page = () => {
    let value = 1;
    while (value < 10 && next() < 0.6) value += 1;
    return value;
  };
  /** One to four of a search's filters, at least one. */
  const filters = (names: string[]) => {
    const chosen = names.filter(() => next() < 0.45);
    return chosen.length ? chosen : [pick(names)];
  };

  return (user: User, poster: () => User): { user: User; request: CrowdRequest } => {
    const draw = next();
    if (draw < 0.03) {
      const from = district();
      const to = district();
      return {
        user: poster(),
        request: {
          kind: 'add load',
          method: 'POST',
          path: '/api/Transpoter/AddLoad',
          body: {
            pickupLoc: `${from.name}, ${from.state}`,
            deliveryLoc: `${to.name}, ${to.state}`,
            pickupDate: dayFromToday(1 + Math.floor(next() * 20)),
            material_id: pick(reference.materials),
            capacity_id: pick(reference.capacities),
            truck_type_id: pick(reference.types),
            no_of_trucks: 1 + Math.floor(next() * 3),
            comments: null,
          },
        },
      };
    }
    if (draw < 0.2) {
      const trucks = next() < 0.4;
      return {
        user,
        request: {
          kind: 'pages',
          method: 'GET',
          path: `/api/Transpoter/${trucks ? 'getPaginatedTrucks' : 'getAllLoads'}?page=${page()}`,
        },
      };
    }
    const byPlace = draw < 0.6;
    const trucks = next() < 0.25;
    const body: Record<string, unknown> = { page: page() };
    if (trucks) {
      if (byPlace) {
        body.postTrucks_from = place(user.language);
        if (next() < 0.5) body.postTrucks_to = place(user.language);
      }
      if (!byPlace || next() < 0.25) {
        for (const filter of filters(['capacity', 'type', 'date'])) {
          if (filter === 'capacity') body.postTrucks_capacity_id = pick(reference.capacities);
          if (filter === 'type') body.truck_type_id = pick(reference.types);
          if (filter === 'date') body.postTrucks_dateTime = dayFromToday(Math.floor(next() * 20));
        }
      }
      return {
        user,
        request: {
          kind: 'truck search',
          method: 'POST',
          path: '/api/Transpoter/getMatchingPostTrucks',
          body,
        },
      };
    }
    if (byPlace) {
      body.pickupLoc = place(user.language);
      if (next() < 0.5) body.deliveryLoc = place(user.language);
    }
    if (!byPlace || next() < 0.25) {
      for (const filter of filters(['material', 'capacity', 'type', 'date'])) {
        if (filter === 'material') body.material_id = pick(reference.materials);
        if (filter === 'capacity') body.capacity_id = pick(reference.capacities);
        if (filter === 'type') body.truck_type_id = pick(reference.types);
        if (filter === 'date') body.pickupDate = dayFromToday(Math.floor(next() * 40));
      }
    }
    return {
      user,
      request: {
        kind: byPlace ? 'place search' : 'filter search',
        method: 'POST',
        path: '/api/Transpoter/getMatchingLoads',
        body,
      },
    };
  };
}

/** `count` users signed in through the OTP flow, of every role in turn, each with a language. */
export async function signInCrowd(url: string, outboxFile: string, count: number): Promise<User[]> {
  const users: User[] = [];
  for (let index = 0; index < count; index++) {
    const role = ROLE_TURNS[index % ROLE_TURNS.length]!;
    const language = LANGUAGE_TURNS[index % LANGUAGE_TURNS.length]!;
    const cookie = await signInUser(url, outboxFile, role);
    users.push({ cookie: `${cookie}; i18next=${language}`, role, language });
  }
  return users;
}

export async function reference(url: string): Promise<Reference> {
  const ids = async (call: string, key: string) =>
    (
      (await (await fetch(`${url}/api/Transpoter/${call}`)).json()) as { data: Record<string, string>[] }
    ).data.map((row) => String(row[key]));
  return {
    materials: await ids('getAllMaterials', 'materials_id'),
    capacities: await ids('getAllTruckCapacities', 'truck_capacities_id'),
    types: await ids('getAllTruckTypes', 'truck_types_id'),
  };
}

export interface Measured {
  requests: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  /** Failed requests and answers other than 2xx. */
  errors: number;
  /**
   * Of the listing answers (not Add Load), the share whose rows no statement read: kept pages,
   * and pages their count said were empty (docs/decisions/060).
   */
  kept_rows: number;
  /** Of the listing answers, the share whose count no statement read: kept counts. */
  kept_counts: number;
}

export interface CrowdResult extends Measured {
  seconds: number;
  connections: number;
  users: number;
  /** Different requests (path and body) among those measured. */
  distinct: number;
  statuses: Record<string, number>;
  by_kind: Partial<Record<Kind, Measured>>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const round = (value: number) => Math.round(value * 10) / 10;

function summary(samples: Sample[], seconds: number): Measured {
  const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const listing = samples.filter((sample) => sample.rows !== undefined);
  const share = (of: (sample: Sample) => boolean) =>
    listing.length ? Math.round((listing.filter(of).length / listing.length) * 1000) / 1000 : 0;
  return {
    requests: samples.length,
    rps: Math.round(samples.length / seconds),
    p50_ms: round(percentile(latencies, 50)),
    p99_ms: round(percentile(latencies, 99)),
    max_ms: round(latencies.at(-1) ?? 0),
    errors: samples.filter((sample) => sample.error).length,
    kept_rows: share((sample) => sample.rows === 0),
    kept_counts: share((sample) => sample.counts === 0),
  };
}

interface Sample {
  kind: Kind;
  ms: number;
  error: boolean;
  status: string;
  rows?: number;
  counts?: number;
}

/**
 * Drives the crowd at the server for `warmupSeconds` (not counted) and then `seconds`, from
 * `connections` connections, each sending its next request as soon as the last is answered.
 * `measuring` is called when the counted part starts and ends (the CPU readings).
 */
export async function runCrowd(options: {
  url: string;
  users: User[];
  districts: District[];
  reference: Reference;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  seed: number;
  measuring?: (phase: 'start' | 'end') => Promise<void>;
}): Promise<CrowdResult> {
  const { url, users, seconds, warmupSeconds, connections } = options;
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const posters = users.filter((user) => POSTERS.includes(user.role));
  const samples: Sample[] = [];
  const seen = new Set<string>();
  const started = performance.now();
  const countFrom = started + warmupSeconds * 1000;
  const until = countFrom + seconds * 1000;
  let counting = false;

  const send = (user: User, request: CrowdRequest) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const outgoing = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.path,
          headers: {
            cookie: user.cookie,
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const loops = Array.from({ length: connections }, async (_, connection) => {
    const draw = crowdRequests(options.districts, options.reference, options.seed + connection);
    const next = random(options.seed * 31 + connection);
    while (performance.now() < until) {
      const { user, request } = draw(
        users[Math.floor(next() * users.length)]!,
        () => posters[Math.floor(next() * posters.length)]!,
      );
      const begun = performance.now();
      let sample: Sample;
      try {
        const { status, headers } = await send(user, request);
        const listing = request.kind !== 'add load';
        sample = {
          kind: request.kind,
          ms: performance.now() - begun,
          error: status < 200 || status >= 300,
          status: String(status),
          ...(listing
            ? { rows: Number(headers[ROWS_HEADER] ?? NaN), counts: Number(headers[COUNTS_HEADER] ?? NaN) }
            : {}),
        };
      } catch (error) {
        sample = {
          kind: request.kind,
          ms: performance.now() - begun,
          error: true,
          status: `failed: ${(error as Error).message}`,
        };
      }
      if (begun >= countFrom && begun < until) {
        samples.push(sample);
        seen.add(`${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`);
      }
    }
  });
  const phases = (async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, countFrom - performance.now())));
    counting = true;
    await options.measuring?.('start');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
    await options.measuring?.('end');
  })();
  await Promise.all([...loops, phases]);
  agent.destroy();
  if (!counting) throw new Error('the crowd never reached its counted part');

  const statuses: Record<string, number> = {};
  for (const sample of samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
  return {
    ...summary(samples, seconds),
    seconds,
    connections,
    users: users.length,
    distinct: seen.size,
    statuses,
    by_kind: Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        summary(
          samples.filter((sample) => sample.kind === kind),
          seconds,
        ),
      ]),
    ),
  };
}

/**
 * A few of the crowd's searches, different from one another and of every kind (a place, a place
 * and a delivery place in another script, a four-letter prefix, filters alone, posted trucks, a
 * deeper page), and a district of the shortest name (Leh: a single trigram, whose text the
 * planner once looked for by walking the listing, docs/decisions/064): the ones whose statements
 * the benchmark explains (EXPLAIN ANALYZE, BUFFERS).
 */
export function explainedSearches(districts: District[], ref: Reference, count: number): CrowdRequest[] {
  const draw = crowdRequests(districts, ref, 7);
  const hindi: User = { cookie: '', role: 'transporter', language: 'hi' };
  const chosen: CrowdRequest[] = [];
  const perKind = new Map<Kind, number>();
  for (let tries = 0; chosen.length < count && tries < 10_000; tries++) {
    const { request } = draw(hindi, () => hindi);
    if (request.kind === 'add load') continue;
    if ((perKind.get(request.kind) ?? 0) >= Math.ceil(count / 4)) continue;
    perKind.set(request.kind, (perKind.get(request.kind) ?? 0) + 1);
    chosen.push(request);
  }
  const shortest = districts.reduce((best, each) => (each.name.length < best.name.length ? each : best));
  chosen.push({
    kind: 'place search',
    method: 'POST',
    path: '/api/Transpoter/getMatchingLoads',
    body: { pickupLoc: shortest.name, page: 1 },
  });
  return chosen;
}
