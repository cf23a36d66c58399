import type { OpsContext } from '../context.js';
import * as repo from '../ops.repository.js';
import { isOperatorMobile } from '../../auth/operators.js';

/** Whether this account is an operator: its mobile is listed in OPERATOR_MOBILES. */
export async function isOperator({ db, config }: OpsContext, userId: number) {
  if (config.operatorMobiles.length === 0) return false;
  const row = await repo.mobileOf(db, userId);
  return Boolean(row && isOperatorMobile(config, row.mobile));
}
