import { useTranslation } from 'react-i18next';
import { POLICY_DATES, type FaqContent } from '#features/public/content';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { POLICY_VARS, StaticPage } from './static-page';

/**
 * The FAQ: native <details>/<summary>, so every question opens and closes with a tap, Enter or
 * Space and is announced as expanded or collapsed without extra script.
 */
export function FaqList() {
  const { t } = useTranslation(PUBLIC_NS);
  const content = t('pages.faq', { returnObjects: true, ...POLICY_VARS }) as FaqContent;
  return (
    <StaticPage
      title={content.title}
      description={content.description}
      dates={[t('common.lastUpdated', { date: POLICY_DATES.lastUpdated })]}
      intro={content.intro}
      showContact={false}
    >
      <div className="mt-6 divide-y divide-slate-200 border-y border-slate-200" data-testid="faq-list">
        {content.items.map((item) => (
          <FaqItem key={item.q} item={item} testId="faq-item" />
        ))}
      </div>
      <h2 className="mt-8 text-lg font-semibold text-brand-700">{content.moreTitle}</h2>
      <p className="mt-2 leading-relaxed text-slate-700">{t('common.contactUs', POLICY_VARS)}</p>
    </StaticPage>
  );
}

/** One question: its answer opens with a tap, Enter or Space (the FAQ page and Help). */
export function FaqItem({ item, testId }: { item: FaqContent['items'][number]; testId: string }) {
  return (
    <details className="group" data-testid={testId}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
        {item.q}
        <svg
          width="20"
          height="20"
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="shrink-0 text-brand-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <p className="pb-4 leading-relaxed text-slate-700">{item.a}</p>
    </details>
  );
}
