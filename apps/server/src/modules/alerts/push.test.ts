/**
 * Web Push (docs/decisions/026-push-and-sms-alerts.md) with the real `web-push` library against a
 * local HTTPS server standing in for a browser's push service: each stored notification reaches the
 * user's subscriptions as an encrypted, VAPID-signed request; a subscription the service answers
 * 410 for is dropped; and SMS waits out while the account has push (its default channel).
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import https, { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'node:url';
import { sql } from 'drizzle-orm';
import { ALERTS_CODES, PUSH_SUBSCRIPTIONS_MAX } from '@lorrybazaar/contract';
import { rows } from '../../db/rows.js';
import { createTestApp, signIn, useTestApp, type SignedIn, type TestApp } from '../../test/app.js';
import { isAllowedEndpoint } from './push.js';
import { userId } from '../../test/api-calls.js';
import { localhostTls } from '../../test/localhost-tls.js';

const vapid = webpush.generateVAPIDKeys();
const PUSH_ENV = {
  ALERTS_POLL_MS: '0',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:ops@lorrybazaar.example',
};
// This file's push service listens on 127.0.0.1, which no endpoint may name otherwise.
const ctx = useTestApp({ env: PUSH_ENV, pushTestHosts: ['127.0.0.1'] });

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
let server: Server;
let base: string;
const received: Received[] = [];
/** Paths the push service answers 410 Gone for (an unsubscribed browser). */
const gone = new Set<string>();

beforeAll(async () => {
  const tls = localhostTls();
  // The push service's certificate is trusted by this test's HTTPS requests (web-push uses the
  // global agent), as a real one is by the public roots.
  https.globalAgent.options.ca = tls.cert;
  server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(gone.has(request.url ?? '') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete https.globalAgent.options.ca;
  await new Promise((resolve) => server.close(resolve));
});

/** A browser's subscription: its own P-256 key pair and auth secret, as PushManager makes them. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${base}${path}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

async function until<T>(read: () => T | undefined): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}

describe('Web Push', () => {
  it('sends each notification to the subscribed browser, encrypted and signed; 410 drops the subscription', async () => {
    const t = ctx.t;
    const shipper = await signIn(t, 'shipper');
    const key = await shipper.inject(t.app, { method: 'GET', url: '/api/Transpoter/pushKey' });
    expect(key.json()).toEqual({ publicKey: vapid.publicKey });

    const phone = browserSubscription('/push/phone');
    const saved = await shipper.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/pushSubscriptions',
      headers: { 'accept-language': 'ml' },
      payload: phone,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const settings = await shipper.inject(t.app, { method: 'GET', url: '/api/Transpoter/alertSettings' });
    expect(settings.json()).toMatchObject({
      data: { pushSubscriptions: 1, pushAvailable: true, smsWhen: 'no_push' },
    });

    await t.app.notifications.notify([
      {
        userId: userId(shipper),
        type: 'bid.created',
        data: {
          bid_kind: 'on_load',
          bidsTruck_id: '12',
          loads_id: '34',
          truck_id: '5',
          amount: 30000,
          pickupLoc: 'Kozhikode, Kerala',
          deliveryLoc: 'Ernakulam, Kerala',
          other_name: 'Ravi Kumar',
        },
      },
    ]);
    const request = await until(() => received.find((r) => r.path === '/push/phone'));
    // RFC 8291 content encoding, a VAPID JWT with the server's public key, a time to live.
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    expect(request.headers.urgency).toBe('high');
    // Encrypted: a salt, a record size, the server's ephemeral key, then ciphertext; no plain words.
    expect(request.body.length).toBeGreaterThan(86);
    expect(request.body.readUInt8(20)).toBe(65);
    for (const plain of ['Ravi', 'ViewBidsLoad', 'Kozhikode', 'bid'])
      expect(request.body.includes(plain)).toBe(false);

    // SMS only while the account has no push (the default): the bid's SMS job is not sent.
    t.clock.advance(3 * 60);
    expect(await t.app.alerts.runDue()).toBe(0);
    expect(t.outbox.filter((m) => m.otp === '')).toEqual([]);

    // The push service says the browser is gone: the subscription is dropped.
    gone.add('/push/phone');
    await t.app.notifications.notify([
      { userId: userId(shipper), type: 'document.reviewed', data: { outcome: 'verified' } },
    ]);
    await until(() => (received.filter((r) => r.path === '/push/phone').length === 2 ? true : undefined));
    await t.app.alerts.settled();
    const after = await shipper.inject(t.app, { method: 'GET', url: '/api/Transpoter/alertSettings' });
    expect(after.json()).toMatchObject({ data: { pushSubscriptions: 0 } });
  });

  it('a browser removes its own subscription; another account cannot remove it', async () => {
    const t = ctx.t;
    const [owner, stranger] = await Promise.all([signIn(t, 'transporter'), signIn(t, 'driver')]);
    const phone = browserSubscription('/push/own');
    const call = (jar: typeof owner, method: 'POST' | 'DELETE', payload: object) =>
      jar.inject(t.app, { method, url: '/api/Transpoter/pushSubscriptions', payload });
    expect((await call(owner, 'POST', phone)).statusCode).toBe(201);
    expect((await call(stranger, 'DELETE', { endpoint: phone.endpoint })).statusCode).toBe(200);
    const count = async () =>
      (await owner.inject(t.app, { method: 'GET', url: '/api/Transpoter/alertSettings' })).json<{
        data: { pushSubscriptions: number };
      }>().data.pushSubscriptions;
    expect(await count()).toBe(1);
    expect((await call(owner, 'DELETE', { endpoint: phone.endpoint })).statusCode).toBe(200);
    expect(await count()).toBe(0);
    // Not a push address: refused with the field named.
    const bad = await call(owner, 'POST', { ...phone, endpoint: 'not a url' });
    expect(bad.statusCode).toBe(400);
  });

  it("moves a browser to another account only under the browser's own keys", async () => {
    const t = ctx.t;
    const [first, second] = await Promise.all([signIn(t, 'shipper'), signIn(t, 'transporter')]);
    const save = (jar: SignedIn, payload: object) =>
      jar.inject(t.app, { method: 'POST', url: '/api/Transpoter/pushSubscriptions', payload });
    const stored = async (endpoint: string) =>
      (
        await rows<{ user_id: string; p256dh: string; auth: string }>(
          t.app.db,
          sql`SELECT user_id::text, p256dh, auth FROM push_subscriptions WHERE endpoint = ${endpoint}`,
        )
      ).map((row) => ({ ...row, user_id: Number(row.user_id) }));
    const phone = browserSubscription('/push/shared');
    expect((await save(first, phone)).statusCode).toBe(201);

    // Someone who learnt the endpoint sends it under keys of their own: refused, and it stays.
    const taker = await save(second, { ...phone, keys: browserSubscription('/x').keys });
    expect(taker.statusCode).toBe(409);
    expect(taker.json()).toMatchObject({ code: ALERTS_CODES.endpoint });
    expect(await stored(phone.endpoint)).toEqual([{ user_id: userId(first), ...phone.keys }]);

    // Its owner's browser renews its keys: updated in place.
    const renewed = { ...phone, keys: browserSubscription('/y').keys };
    expect((await save(first, renewed)).statusCode).toBe(201);
    expect(await stored(phone.endpoint)).toEqual([{ user_id: userId(first), ...renewed.keys }]);

    // Another account signs in on the same phone: the browser subscribes with its endpoint and keys.
    expect((await save(second, renewed)).statusCode).toBe(201);
    expect(await stored(phone.endpoint)).toEqual([{ user_id: userId(second), ...renewed.keys }]);
  });

  it('keeps the newest ten browsers of an account; an older one gives way', async () => {
    const t = ctx.t;
    const owner = await signIn(t, 'broker');
    const phones = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 2 }, (_, i) =>
      browserSubscription(`/cap/${i}`),
    );
    for (const phone of phones) {
      const saved = await owner.inject(t.app, {
        method: 'POST',
        url: '/api/Transpoter/pushSubscriptions',
        payload: phone,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const kept = await rows<{ endpoint: string }>(
      t.app.db,
      sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${userId(owner)} ORDER BY id`,
    );
    expect(kept.map((row) => row.endpoint)).toEqual(phones.slice(2).map((phone) => phone.endpoint));
  });
});

describe('where an endpoint may point', () => {
  const save = (t: TestApp, jar: SignedIn, endpoint: string) =>
    jar.inject(t.app, {
      method: 'POST',
      url: '/api/Transpoter/pushSubscriptions',
      payload: { ...browserSubscription('/x'), endpoint },
    });

  it('never at this machine or a private network, in any spelling, even outside production', async () => {
    // A server as deployed in development: no test host let through.
    const t = await createTestApp({ database: ctx.database, env: PUSH_ENV });
    try {
      const user = await signIn(t, 'transporter');
      for (const endpoint of [
        `${base}/p`,
        'https://localhost/p',
        'https://api.localhost/p',
        'https://[::1]/p',
        'https://[::ffff:127.0.0.1]/p',
        'https://2130706433/p',
        'https://0x7f.1/p',
        'https://10.1.2.3/p',
        'https://172.20.0.1/p',
        'https://192.168.1.1/p',
        'https://169.254.169.254/latest',
        'https://[fd00::1]/p',
        'https://0.0.0.0/p',
        'https:\\\\127.0.0.1\\p',
        'https://fcm.googleapis.com@127.0.0.1/p',
        'https://user:pass@fcm.googleapis.com/p',
        'http://fcm.googleapis.com/p',
      ]) {
        const refused = await save(t, user, endpoint);
        // By the schema (not a push address) or by the server (a private host): the same message.
        expect([endpoint, refused.statusCode]).toEqual([endpoint, 400]);
        expect(refused.body).toContain('alerts:validation.endpoint');
      }
      expect(await t.app.alerts.settings({ userId: userId(user) })).toMatchObject({ pushSubscriptions: 0 });
    } finally {
      await t.close();
    }
  });

  it('is kept and sent in the one form both URL parsers read alike (https:/host read as localhost)', async () => {
    const t = ctx.t;
    const user = await signIn(t, 'shipper');
    for (const [sent, kept, misread] of [
      ['https:/fcm.googleapis.com/fcm/send/a', 'https://fcm.googleapis.com/fcm/send/a', true],
      ['https:fcm.googleapis.com/fcm/send/b', 'https://fcm.googleapis.com/fcm/send/b', true],
      ['HTTPS://FCM.googleapis.com/fcm/send/c', 'https://fcm.googleapis.com/fcm/send/c', false],
    ] as const) {
      expect((await save(t, user, sent)).statusCode).toBe(201);
      const [row] = await rows<{ endpoint: string }>(
        t.app.db,
        sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${userId(user)} ORDER BY id DESC LIMIT 1`,
      );
      expect(row?.endpoint).toBe(kept);
      // The push library's legacy parser (url.parse) finds the same host in what is kept.
      expect(parse(kept).hostname).toBe(new URL(kept).hostname);
      if (misread) expect(parse(sent).hostname).not.toBe('fcm.googleapis.com');
    }
  });

  it("in production: only the browsers' push services, on their own port", () => {
    const production = { production: true, testHosts: [] };
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/x',
    ])
      expect(isAllowedEndpoint(endpoint, production), endpoint).toBe(true);
    for (const endpoint of [
      'https://fcm.googleapis.com:8443/x',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://127.0.0.1/x',
    ])
      expect(isAllowedEndpoint(endpoint, production), endpoint).toBe(false);
    // Outside production a public host is fine; a test's own service only when let through.
    expect(isAllowedEndpoint('https://push.example.org/x', { production: false, testHosts: [] })).toBe(true);
    expect(isAllowedEndpoint('https://127.0.0.1:9/x', { production: false, testHosts: [] })).toBe(false);
    expect(isAllowedEndpoint('https://127.0.0.1:9/x', { production: false, testHosts: ['127.0.0.1'] })).toBe(
      true,
    );
  });
});
