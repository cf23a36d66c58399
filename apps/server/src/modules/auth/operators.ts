import type { Config } from '../../config.js';

/**
 * An operator is an account whose mobile OPERATOR_MOBILES lists (docs/decisions/029): the console
 * checks it on every call, and sign-in says it so the app can open the console (decision 050).
 */
export const isOperatorMobile = (config: Pick<Config, 'operatorMobiles'>, mobile: string) =>
  config.operatorMobiles.includes(mobile.trim());

/** The session record's additive mark: '1' for an operator, '' otherwise. */
export const operatorMark = (config: Pick<Config, 'operatorMobiles'>, mobile: string) => ({
  users_operator: isOperatorMobile(config, mobile) ? ('1' as const) : ('' as const),
});
