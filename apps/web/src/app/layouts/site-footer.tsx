import { Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleFromUserTypeId } from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { BRAND_NAME, CONTACT } from '#config/app';
import { copyrightYear, LEGAL_PAGES } from '#features/public/content';
import { InstallAppButton } from '#features/public/components/install-app-button';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { SOCIAL_LINKS, type SocialNetwork } from '#features/public/external-links';
import { useSession } from '#lib/store';

const SOCIAL_ICONS: Record<SocialNetwork, string> = {
  facebook:
    'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H8v3h2.5V21z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 1.8a2.7 2.7 0 0 0-2.7 2.7v9a2.7 2.7 0 0 0 2.7 2.7h9a2.7 2.7 0 0 0 2.7-2.7v-9a2.7 2.7 0 0 0-2.7-2.7zM12 7.6a4.4 4.4 0 1 1 0 8.8 4.4 4.4 0 0 1 0-8.8zm0 1.8a2.6 2.6 0 1 0 0 5.2 2.6 2.6 0 0 0 0-5.2zm4.7-2.3a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z',
  linkedin:
    'M4.5 9h3v11h-3zM6 3.8a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 9h2.9v1.5c.4-.8 1.5-1.7 3.1-1.7 3.3 0 3.9 2.1 3.9 4.9V20h-3v-5.6c0-1.3 0-3-1.9-3s-2 1.4-2 2.9V20h-3z',
};

const heading = 'text-sm font-semibold uppercase tracking-wide text-accent-400';

function FooterContent() {
  const { t } = useTranslation(PUBLIC_NS);
  const year = useSyncExternalStore(copyrightYear.subscribe, copyrightYear.current, copyrightYear.built);
  const newTab = t('common.newTab');
  const signedIn = roleFromUserTypeId(useSession().user_types_id) !== null;
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t('footer.company', { brand: BRAND_NAME })}</p>
          <h2 className={`${heading} mt-4`}>{t('footer.contactHeading')}</h2>
          <dl className="mt-2 space-y-1 text-sm">
            <div>
              <dt className="sr-only">{t('footer.phone')}</dt>
              <dd>
                <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`} className="hover:underline">
                  {CONTACT.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('footer.email')}</dt>
              <dd>
                <a href={`mailto:${CONTACT.email}`} className="hover:underline">
                  {CONTACT.email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
        <div>
          <h2 className={heading}>{t('footer.companyHeading')}</h2>
          {/* The first site listed About and Marketplace as plain entries; a label that looks like a link
              and does nothing is a dead end, so both lead somewhere. The marketplace is for members:
              signed out, it leads to the Register As cards where signing in starts. */}
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link
                to={{ pathname: paths.home, hash: 'about' }}
                className="inline-flex min-h-8 items-center hover:underline"
              >
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link
                to={signedIn ? paths.shared.marketplace : { pathname: paths.home, hash: 'register-as' }}
                className="inline-flex min-h-8 items-center hover:underline"
              >
                {t('footer.marketplace')}
              </Link>
            </li>
          </ul>
          <h2 className={`${heading} mt-6`}>{t('footer.followUs')}</h2>
          <ul className="mt-2 flex gap-2">
            {(Object.keys(SOCIAL_LINKS) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <a
                  href={SOCIAL_LINKS[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(`footer.social.${network}`, { brand: BRAND_NAME })} ${newTab}`}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                    <path d={SOCIAL_ICONS[network]} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>
            {t('footer.legal')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {LEGAL_PAGES.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-8 items-center hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t('footer.app')}</h2>
          <InstallAppButton look="footer" />
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-brand-100">
        {t('footer.copyright', { year, brand: BRAND_NAME })}
      </p>
    </>
  );
}

/**
 * The public footer (anchor `contact`). Its text is in the `public` namespace; on the pages that do
 * not preload it the footer waits for it on its own, without holding up the page above.
 */
export function SiteFooter() {
  return (
    <footer id="contact" className="scroll-mt-20 bg-brand-900 text-brand-50">
      <Suspense fallback={<div className="min-h-80" />}>
        <FooterContent />
      </Suspense>
    </footer>
  );
}
