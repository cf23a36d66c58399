import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '#config/paths';
import { BRAND_NAME, CONTACT } from '#config/app';
import { LEGAL_PAGES } from '#features/public/content';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { usePageMeta } from '#features/public/use-page-meta';

/** Values the policy texts interpolate. */
export const POLICY_VARS = {
  brand: BRAND_NAME,
  email: CONTACT.email,
  phone: CONTACT.phone,
  // The credit GeoNames' licence asks for (the Licences page), names and addresses as they are.
  geonames: 'GeoNames (https://www.geonames.org/)',
  licence: 'Creative Commons Attribution 4.0 (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/)',
} as const;

/**
 * The frame of every policy and help page: a way back home, the title, its dates, the content,
 * then links to the other pages and how to reach us. Also sets the tab title and description.
 */
export function StaticPage({
  title,
  description,
  dates,
  intro,
  showContact = true,
  children,
}: {
  title: string;
  description: string;
  dates: string[];
  intro: string[];
  /** The FAQ ends with its own "still have a question" block instead. */
  showContact?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(PUBLIC_NS);
  const { pathname } = useLocation();
  usePageMeta(`${title} | ${BRAND_NAME}`, description);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link
        to={paths.home}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span>
        {t('common.backHome')}
      </Link>
      <article className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {dates.map((date) => (
          <p key={date} className="mt-2 text-sm text-slate-600">
            {date}
          </p>
        ))}
        {intro.map((paragraph) => (
          <p key={paragraph} className="mt-5 leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
        {children}
      </article>
      <nav aria-labelledby="other-pages" className="mt-8">
        <h2 id="other-pages" className="text-base font-semibold text-slate-900">
          {t('common.otherPages')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {LEGAL_PAGES.filter((page) => page.to !== pathname).map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
              >
                {t(page.label)}
              </Link>
            </li>
          ))}
        </ul>
        {showContact && <p className="mt-6 text-sm text-slate-600">{t('common.contactUs', POLICY_VARS)}</p>}
      </nav>
    </main>
  );
}
