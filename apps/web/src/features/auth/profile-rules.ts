/**
 * The contract's profile rules, which are zod schemas. The sign-in dialog's mobile and code steps
 * need only the contract's patterns; the dialog imports this module when it opens and awaits it
 * only after the code is checked, so the validation library (a sixth of the landing page's first
 * download) is not in the way of the first tap (docs/decisions/038-the-first-tap-on-a-weak-network.md).
 */
export { prefillToForm, profileFormSchema, toRegisterBody } from '@lorrybazaar/contract';
