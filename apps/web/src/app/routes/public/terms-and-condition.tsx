import { PolicyPage } from '#features/public/components/policy-page';

/** /terms-and-condition: the Terms and Conditions, text in public.json `pages.terms`. */
export function TermsAndConditionRoute() {
  return <PolicyPage page="terms" />;
}
