import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#config/paths';
import { type FaqContent } from '#features/public/content';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { FaqItem } from './faq-list';
import { POLICY_VARS } from './static-page';

/**
 * The FAQ of the public FAQ page (public.json `pages.faq`, one text for both pages), as
 * native <details> so each answer opens with a tap, Enter or Space.
 */
export function HelpFaq() {
  const { t } = useTranslation(['help', PUBLIC_NS]);
  const content = t(`${PUBLIC_NS}:pages.faq`, { returnObjects: true, ...POLICY_VARS }) as FaqContent;
  const items = Array.isArray(content?.items) ? content.items : [];
  return (
    <section aria-labelledby="help-faq">
      <h2 id="help-faq" className="text-xl font-bold text-slate-900">
        {t('faq.heading')}
      </h2>
      <div
        className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white px-5 shadow-sm ring-1 ring-slate-200"
        data-testid="help-faq-list"
      >
        {items.map((item) => (
          <FaqItem key={item.q} item={item} testId="help-faq-item" />
        ))}
      </div>
      <Link
        to={paths.legal.faq}
        className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('faq.all')}
      </Link>
    </section>
  );
}
