import { PolicyPage } from '#features/public/components/policy-page';

/**
 * /licences: the open data the app uses and the attribution its licence asks for (GeoNames'
 * postal data, CC BY 4.0: docs/decisions/040), text in public.json `pages.licences`.
 */
export function LicencesRoute() {
  return <PolicyPage page="licences" />;
}
