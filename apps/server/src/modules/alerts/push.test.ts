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
import { signIn, useTestApp } from '../../test/app.js';
import { userId } from '../../test/api-calls.js';
import { localhostTls } from '../../test/localhost-tls.js';

const vapid = webpush.generateVAPIDKeys();
const ctx = useTestApp({
  env: {
    ALERTS_POLL_MS: '0',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@lorrybazaar.example',
  },
});

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
});
