/** The membership commands: one use case a file, each `(ctx, …input)`. */
export { checkout } from './checkout.js';
export { handleRazorpayWebhook } from './handle-razorpay-webhook.js';
export { paymentCallback } from './payment-callback.js';
export { reconcileOpen } from './reconcile.js';
export { renewSubscriptions } from './renew-subscriptions.js';
export { resyncPayment } from './resync.js';
export { sandboxReturnUrl } from './sandbox-return.js';
export { setAutoRenew } from './set-auto-renew.js';
export { startTrial } from './start-trial.js';
