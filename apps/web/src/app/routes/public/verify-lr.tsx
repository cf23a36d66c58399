import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BRAND_NAME } from '@lorrybazaar/contract';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { LrVerification } from '#features/paperwork/components/lr-verification';
import { usePageMeta } from '#features/public/use-page-meta';

/** /lr/{token}: the public check of an issued lorry receipt, prerendered as a shell (docs/decisions/039). */
export function VerifyLrRoute() {
  const { t } = useTranslation(PUBLIC_NS);
  usePageMeta(
    t('verifyLr.metaTitle', { brand: BRAND_NAME }),
    t('verifyLr.metaDescription', { brand: BRAND_NAME }),
  );
  return <LrVerification token={useParams().token ?? ''} />;
}
