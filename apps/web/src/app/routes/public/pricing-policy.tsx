import { PolicyPage } from '#features/public/components/policy-page';

/** /pricing-policy: the Pricing Policy (effective 01/06/2025), text in public.json `pages.pricing`. */
export function PricingPolicyRoute() {
  return <PolicyPage page="pricing" />;
}
