/** The console's rules alone (policy.ts): no database, no app. */
import { describe, expect, it } from 'vitest';
import { OPS_CODES, REPORT_STATUS } from '@lorrybazaar/contract';
import { isOperatorMobile } from '../auth/operators.js';
import { assertMaySuspend, assertOpenReport } from './policy.js';

/** The answer a rule gives: its value, or the status and code it throws. */
function answer(rule: () => unknown) {
  try {
    return rule();
  } catch (error) {
    const { statusCode, code } = error as { statusCode: number; code: string };
    return { status: statusCode, code };
  }
}

const OPERATOR = 1;
const USER = 2;

describe('operators', () => {
  it('are the accounts whose mobile is listed, spaces aside', () => {
    const listed = { operatorMobiles: ['+919000000001', '9000000002'] };
    expect(isOperatorMobile(listed, '9000000002 ')).toBe(true);
    expect(isOperatorMobile(listed, '+919000000001')).toBe(true);
    expect(isOperatorMobile(listed, '9000000003')).toBe(false);
    expect(isOperatorMobile({ operatorMobiles: [] }, '9000000002')).toBe(false);
  });
});

describe('suspending', () => {
  const user = { suspended: false };

  it('needs a user, and an operator may restore but not suspend themselves', () => {
    expect(assertMaySuspend(user, OPERATOR, USER, true)).toBe(user);
    expect(assertMaySuspend(user, OPERATOR, OPERATOR, false)).toBe(user);
    expect(answer(() => assertMaySuspend(undefined, OPERATOR, USER, true))).toEqual({
      status: 404,
      code: OPS_CODES.notFound,
    });
    expect(answer(() => assertMaySuspend(user, OPERATOR, OPERATOR, true))).toEqual({
      status: 400,
      code: 'errors.forbidden',
    });
  });
});

describe('deciding a report', () => {
  it('takes an open report once: 404 for none, 409 once decided', () => {
    const open = { status: REPORT_STATUS.open };
    expect(assertOpenReport(open)).toBe(open);
    expect(answer(() => assertOpenReport(undefined))).toEqual({ status: 404, code: OPS_CODES.notFound });
    for (const status of [REPORT_STATUS.resolved, REPORT_STATUS.dismissed]) {
      expect(answer(() => assertOpenReport({ status }))).toEqual({
        status: 409,
        code: OPS_CODES.alreadyDecided,
      });
    }
  });
});
