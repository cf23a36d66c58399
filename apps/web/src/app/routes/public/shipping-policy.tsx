import { PolicyPage } from '#features/public/components/policy-page';

/** /shipping-policy: the Shipping Policy, text in public.json `pages.shipping`. */
export function ShippingPolicyRoute() {
  return <PolicyPage page="shipping" />;
}
