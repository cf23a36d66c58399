import { expect, test } from 'vitest';
import { createTestApp, signIn } from './app.js';

test('smoke', async () => {
  const t0 = Date.now();
  const t = await createTestApp();
  console.log('app ms', Date.now() - t0);
  const jar = await signIn(t, 'transporter');
  console.log(jar.register, [...jar.cookies.keys()]);
  const t1 = Date.now();
  const t2 = await createTestApp({ database: t.database });
  console.log('second app ms', Date.now() - t1);
  await t2.close();
  const r = await t.app.inject({ method: 'POST', url: '/api/Transpoter/send-otp', payload: { transporters_mob: '9000000001' } });
  const v = await t.app.inject({ method: 'POST', url: '/api/Transpoter/Verify-otp', payload: { transporters_mob: '9000000001', otp: String((Number(t.lastCode('9000000001'))+1)%10000).padStart(4,'0') } });
  console.log(r.body, v.body);
  await t.close();
  expect(1).toBe(1);
});
