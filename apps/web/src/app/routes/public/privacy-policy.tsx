import { PolicyPage } from '#features/public/components/policy-page';

/** /privacy-policy: the Privacy Policy, text in public.json `pages.privacy`. */
export function PrivacyPolicyRoute() {
  return <PolicyPage page="privacy" />;
}
