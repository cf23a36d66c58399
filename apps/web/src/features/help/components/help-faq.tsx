import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PUBLIC_NS, type FaqContent } from '../../public/content';
import { POLICY_VARS } from '../../public/components/static-page';

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
          <details key={item.q} className="group" data-testid="help-faq-item">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              {item.q}
              <svg
                width="20"
                height="20"
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="shrink-0 text-brand-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              >
                <path
                  d="M5 7.5l5 5 5-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </summary>
            <p className="pb-4 leading-relaxed text-slate-700">{item.a}</p>
          </details>
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
