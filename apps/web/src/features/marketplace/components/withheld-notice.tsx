import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { useWithheld } from '../api/get-standing';

/**
 * Told, not left guessing (docs/decisions/042): while people's reports keep the user's loads and
 * trucks out of the lists, their own screens say so and lead to an appeal in Help.
 */
export function WithheldNotice() {
  const { t } = useTranslation(MARKETPLACE_NS);
  const withheld = useWithheld();
  if (!withheld.data) return null;
  return (
    <section
      aria-labelledby="withheld-heading"
      className="mb-6 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6"
      data-testid="withheld-notice"
    >
      <h2 id="withheld-heading" className="font-semibold text-slate-900">
        {t('withheld.title')}
      </h2>
      <p className="mt-2 text-slate-800">{t('withheld.text')}</p>
      <Link to={`${paths.shared.help}?topic=appeal`} className={buttonClass('secondary', 'mt-4')}>
        {t('withheld.appeal')}
      </Link>
    </section>
  );
}
