import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import type { Role } from '@lorrybazaar/contract';
import { SignInProvider } from '#features/auth/components/sign-in-provider';
import { APP_BADGE_CLASS, InstallAppButton } from '#features/public/components/install-app-button';
import { LanguagePicker } from '#components/ui/language-picker';
import { Logo } from '#components/ui/logo';
import { NavigationProgress } from '#components/ui/navigation-progress';
import { OfflineBanner } from '#components/ui/offline-banner';
import { SiteFooter } from './site-footer';

// Shown rarely (a suspension ended the session): loaded then, not with every public page.
const SuspendedDialog = lazy(async () => ({
  default: (await import('#features/auth/components/suspended-notice')).SuspendedDialog,
}));

const ANCHORS = [
  { id: 'about', label: 'nav.about' },
  { id: 'vedios', label: 'nav.marketplaceLink' },
  { id: 'contact', label: 'nav.contact' },
  // The role cards, where signing in starts: the phone menu had no way to it.
  { id: 'register-as', label: 'nav.signInLink' },
] as const;

/** The badge's text is in the `public` namespace; a same-size placeholder holds its place. */
function TopBarBadge() {
  return (
    <Suspense fallback={<span className={`${APP_BADGE_CLASS} inline-block`} />}>
      <InstallAppButton look="badge" />
    </Suspense>
  );
}

export function TopBar() {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu belongs to the page it was opened on: following a link closes it.
  const here = `${location.pathname}${location.hash}`;
  const [menuAt, setMenuAt] = useState<string | null>(null);
  const menuOpen = menuAt === here;
  const setMenuOpen = (open: boolean | ((value: boolean) => boolean)) =>
    setMenuAt((typeof open === 'function' ? open(menuOpen) : open) ? here : null);

  // Top bar links scroll to the landing page's anchors from any public page (ScrollRestoration
  // below scrolls to the hash once the landing page has rendered).
  const links = ANCHORS.map((anchor) => (
    <Link
      key={anchor.id}
      to={{ pathname: '/', hash: anchor.id }}
      onClick={() => setMenuOpen(false)}
      className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-brand-700"
    >
      {t(anchor.label)}
    </Link>
  ));

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo />
        {/* The links in a row from 1280 px: at 1024 px the Malayalam and Tamil links with the
            badge and the language do not fit one line, so up to 1279 px they are in the menu. */}
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 xl:flex">
          {links}
        </nav>
        <div className="flex items-center gap-2">
          <span className="hidden xl:inline-flex">
            <TopBarBadge />
          </span>
          <LanguagePicker />
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="public-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="public-menu"
          aria-label={t('nav.main')}
          className="border-t border-slate-200 bg-white px-4 py-2 xl:hidden"
        >
          <div className="flex flex-col">{links}</div>
          <div className="px-3 py-3">
            <TopBarBadge />
          </div>
        </nav>
      )}
    </header>
  );
}

/** Public pages: top bar, page, footer; the sign-in modal can be opened from anywhere in them. */
export function PublicLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  // A failed registration sends the user back here with the modal of their role open again; a
  // suspension that ended the session, with why (main.tsx).
  const state = location.state as { signIn?: Role; suspended?: boolean } | null;
  const reopen = state?.signIn ?? null;
  useEffect(() => {
    if (reopen)
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [reopen, navigate, location.pathname, location.search]);

  return (
    <SignInProvider requestedRole={reopen}>
      {/* New pages open at the top; links with a hash scroll to their anchor. */}
      <ScrollRestoration />
      <div className="flex min-h-screen flex-col">
        <TopBar />
        <OfflineBanner />
        <NavigationProgress />
        <div className="flex-1">
          <Outlet />
        </div>
        <SiteFooter />
      </div>
      {state?.suspended && (
        <Suspense fallback={null}>
          <SuspendedDialog
            onClose={() =>
              navigate(
                { pathname: location.pathname, search: location.search },
                { replace: true, state: null },
              )
            }
          />
        </Suspense>
      )}
    </SignInProvider>
  );
}
