import { PolicyPage } from '#features/public/components/policy-page';

/** /cancellation-and-refunds: the Cancellation and Refunds Policy, text in public.json `pages.cancellation`. */
export function CancellationAndRefundsRoute() {
  return <PolicyPage page="cancellation" />;
}
