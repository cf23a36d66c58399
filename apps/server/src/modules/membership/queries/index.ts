/** The membership queries: one use case a file, each `(ctx, …input)`. */
export { listPlans } from './list-plans.js';
export { mySubscription } from './my-subscription.js';
export { opsPayments } from './ops-payments.js';
export { getPayment, listPayments } from './payments.js';
