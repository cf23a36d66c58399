/**
 * Sign-in says whether the account is an operator's (decision 050): Register and Me answer
 * `users_operator` '1' for a mobile OPERATOR_MOBILES lists, whatever the role, and '' otherwise,
 * so the app opens the console after sign-in and links it in the menu.
 */
import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../../test/app.js';

const OPERATORS = ['9000000071', '9000000072'];
const ctx = useTestApp({ env: { OPERATOR_MOBILES: `+91${OPERATORS[0]}, ${OPERATORS[1]}` } });

describe('users_operator on Register and Me', () => {
  it('is 1 for any account of an operator’s mobile, and empty for everyone else', async () => {
    for (const [role, mobile] of [
      ['broker', OPERATORS[0]!],
      ['shipper', OPERATORS[1]!],
    ] as const) {
      const operator = await signIn(ctx.t, role, mobile);
      expect(operator.register.User.users_operator).toBe('1');
      const me = await operator.inject(ctx.t.app, { method: 'GET', url: '/api/Transpoter/Me' });
      expect(me.json<{ User: { users_operator: string } }>().User.users_operator).toBe('1');
    }
    const other = await signIn(ctx.t, 'broker');
    expect(other.register.User.users_operator).toBe('');
    // The console still decides on every call: the mark opens nothing by itself.
    const console = await other.inject(ctx.t.app, { method: 'GET', url: '/api/ops/me' });
    expect(console.statusCode).toBe(403);
  });
});
