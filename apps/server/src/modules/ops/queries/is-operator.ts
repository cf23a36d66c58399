import type { OpsContext } from '../context.js';
import * as repo from '../ops.repository.js';
import { isOperatorMobile } from '../policy.js';

/** Whether this account is an operator: its mobile is listed in OPERATOR_MOBILES. */
export async function isOperator({ db, config }: OpsContext, userId: number) {
  if (config.operatorMobiles.length === 0) return false;
  return isOperatorMobile(config.operatorMobiles, (await repo.mobileOf(db, userId))?.mobile);
}
