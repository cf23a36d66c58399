import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleFromUserTypeId } from '@lorrybazaar/contract';
import { buttonClass } from '#components/ui/button';
import { BRAND_NAME } from '#config/app';
import { AboutSection } from '#features/public/components/about-section';
import { HeroCarousel } from '#features/public/components/hero-carousel';
import { RegisterAs } from '#features/public/components/register-as';
import { TutorialsSection } from '#features/public/components/tutorials-section';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { usePageMeta } from '#features/public/use-page-meta';
import { useSession } from '#lib/store';
import { paths } from '#config/paths';

/**
 * The way in, above the fold on a 360 px phone: signed out it leads to the Register As cards
 * (signing in starts from a role), signed in to the user's own dashboard.
 */
function SignInButton() {
  const { t } = useTranslation(PUBLIC_NS);
  const role = roleFromUserTypeId(useSession().user_types_id);
  return (
    <Link
      to={role ? paths.roleHome(role) : { hash: 'register-as' }}
      className={buttonClass('secondary', 'mt-5')}
      data-testid="hero-sign-in"
    >
      {role ? t('nav.dashboard', { ns: 'translation' }) : t('landing.signIn')}
    </Link>
  );
}

/** The landing page (docs/decisions/007): hero, Register As, About Us, Tutorials; footer in the layout. */
export function LandingRoute() {
  const { t } = useTranslation(PUBLIC_NS);
  usePageMeta(t('meta.landingTitle', { brand: BRAND_NAME }), t('meta.landingDescription'));
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[1fr_minmax(0,34rem)] lg:gap-12 lg:py-16">
          <div>
            <h1 className="text-3xl leading-tight font-bold sm:text-5xl">{t('landing.headline')}</h1>
            <p className="mt-4 max-w-xl text-lg text-brand-50">{t('landing.tagline')}</p>
            <SignInButton />
            <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white ring-1 ring-white/20">
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none">
                <path
                  d="M5 12.5l4.5 4.5L19 7"
                  stroke="#f5b301"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {t('landing.highlights')}
            </p>
          </div>
          <HeroCarousel />
        </div>
      </section>
      <RegisterAs />
      <AboutSection />
      <TutorialsSection />
    </main>
  );
}
