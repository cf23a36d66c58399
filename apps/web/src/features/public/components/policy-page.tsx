import { useTranslation } from 'react-i18next';
import { POLICY_DATES, type PolicyContent, type PolicyPage as Page } from '#features/public/content';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { POLICY_VARS, StaticPage } from './static-page';

/** A policy page rendered from `pages.<page>` of public.json: intro, then titled sections. */
export function PolicyPage({ page }: { page: Page }) {
  const { t } = useTranslation(PUBLIC_NS);
  const content = t(`pages.${page}`, { returnObjects: true, ...POLICY_VARS }) as PolicyContent;
  const dates = [t('common.lastUpdated', { date: POLICY_DATES.lastUpdated })];
  if (page === 'pricing') dates.unshift(t('common.effective', { date: POLICY_DATES.pricingEffective }));
  return (
    <StaticPage title={content.title} description={content.description} dates={dates} intro={content.intro}>
      {content.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`section-${index + 1}`} className="mt-8">
          <h2 id={`section-${index + 1}`} className="text-lg font-semibold text-brand-700 sm:text-xl">
            {index + 1}. {section.heading}
          </h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed break-words text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </StaticPage>
  );
}
