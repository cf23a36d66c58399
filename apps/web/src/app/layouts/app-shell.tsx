import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SIDEBAR_WIDTH_PX, roleFromUserTypeId, type Role } from '@lorrybazaar/contract';
import { useMe } from '#lib/session/get-me';
import { SIDEBARS, type NavEntry } from '#config/sidebar';
import { paths } from '#config/paths';
import { useSession } from '#lib/store';
import { WIDE_QUERY, useMediaQuery } from '#lib/use-media-query';
import { LanguagePicker } from '#components/ui/language-picker';
import { Logo } from '#components/ui/logo';
import { NavigationProgress } from '#components/ui/navigation-progress';
import { OfflineBanner } from '#components/ui/offline-banner';

function NavItems({
  entries,
  depth = 0,
  onNavigate,
}: {
  entries: NavEntry[];
  depth?: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={depth ? 'ml-4 border-l border-white/15 pl-2' : 'space-y-0.5'}>
      {entries.map((entry) => (
        <li key={`${entry.label}-${entry.to}`}>
          <NavLink
            to={entry.to}
            end
            onClick={onNavigate}
            // Touch-sized in the phone drawer; on a desktop (lg) the longest sidebar (19 entries,
            // the indented ones a little lower) fits a 1280×800 screen without a scroll inside the menu.
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-lg px-3 py-1 text-sm leading-tight font-medium ${depth ? 'lg:min-h-7' : 'lg:min-h-8'} ${
                isActive ? 'bg-white text-brand-700' : 'text-brand-50 hover:bg-white/10'
              }`
            }
          >
            {t(`nav.${entry.label}`)}
          </NavLink>
          {entry.children && entry.children.length > 0 && (
            <NavItems entries={entry.children} depth={depth + 1} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

const OPS_ENTRY: NavEntry[] = [{ label: 'opsConsole', to: paths.ops.queue }];

/** `onNavigate`: the drawer closes on any entry, the current page's included. */
function Sidebar({ role, onNavigate }: { role: Role | null; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="flex h-full flex-col bg-brand-700 text-white">
      <div className="flex h-16 shrink-0 items-center rounded-br-2xl bg-white px-4 lg:h-14">
        <Logo />
      </div>
      <div className="shrink-0 border-b border-white/15 px-4 py-4 lg:py-2.5">
        {/* The whole name, wrapped: names run to 60 characters and are never cut. */}
        <p className="break-words text-base font-semibold" data-testid="sidebar-user-name">
          {session.users_name}
        </p>
        <p className="text-sm text-brand-100">{role ? t(`roles.${role}`) : ''}</p>
      </div>
      <nav aria-label={t('nav.sidebar')} className="flex-1 overflow-y-auto px-3 py-4 lg:py-2">
        {role ? (
          <NavItems entries={SIDEBARS[role]} onNavigate={onNavigate} />
        ) : (
          <p className="px-3 text-sm">{t('nav.noSidebar')}</p>
        )}
        {/* An operator's account: the console is one tap away (decision 050). */}
        {session.users_operator === '1' && (
          <div className="mt-3 border-t border-white/15 pt-3">
            <NavItems entries={OPS_ENTRY} onNavigate={onNavigate} />
          </div>
        )}
      </nav>
      <div className="shrink-0 border-t border-white/15 p-3 lg:p-2">
        <LogoutButton />
      </div>
    </div>
  );
}

/** Logout asks once: one stray tap in the drawer should not end the session (and cost an SMS code). */
function LogoutButton() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="flex min-h-11 lg:min-h-9 w-full items-center rounded-lg px-3 text-sm font-semibold text-white hover:bg-white/10"
      >
        {t('nav.logout')}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <LogoutConfirm onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}

const LiveHeader = lazy(() => import('./live-header'));
// The phone's menu and the logout question load when first opened: every page carries the shell.
const Drawer = lazy(() => import('./drawer'));
const LogoutConfirm = lazy(() => import('./logout-confirm'));

/**
 * The signed-in shell: the sidebar chosen by user_types_id (docs/decisions/005), 260 px wide on
 * large screens and a drawer with an overlay on small ones that closes on navigation.
 */
export function AppShell() {
  const { t } = useTranslation();
  const session = useSession();
  useMe();
  const role = roleFromUserTypeId(session.user_types_id);
  const location = useLocation();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === location.pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? location.pathname : null);
  // The sidebar is drawn on large screens only: a phone's first render is spared its two dozen
  // links, which its drawer draws when opened (docs/performance.md, Client).
  const wide = useMediaQuery(WIDE_QUERY);

  return (
    <div
      className="min-h-screen lg:pl-[var(--sidebar-width)]"
      style={{ ['--sidebar-width' as string]: `${SIDEBAR_WIDTH_PX}px` }}
    >
      {wide && (
        <aside className="fixed inset-y-0 left-0 w-[var(--sidebar-width)]">
          <Sidebar role={role} />
        </aside>
      )}
      {drawerOpen && (
        <Suspense fallback={null}>
          <Drawer onClose={() => setDrawerOpen(false)}>
            <Sidebar role={role} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        </Suspense>
      )}
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4">
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 lg:hidden"
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {/* Up to three lines rather than "నమస్కారం, …": a Telugu or Bengali greeting with a name
            does not fit one line beside the bell and the language at 360 px. */}
        <p
          className="line-clamp-3 min-w-0 text-sm leading-tight font-semibold break-words text-slate-800 sm:text-base"
          title={t('nav.greeting', { name: session.users_name })}
        >
          {t('nav.greeting', { name: session.users_name })}
        </p>
        <div className="flex shrink-0 items-center gap-2">
          <Suspense fallback={<span className="inline-block h-11 w-11" aria-hidden="true" />}>
            <LiveHeader />
          </Suspense>
          <LanguagePicker />
        </div>
      </header>
      {/* Each page opens at the top: the dashboard after signing in from the landing page's
          role cards, 950 px down, too. */}
      <ScrollRestoration />
      <OfflineBanner />
      <NavigationProgress />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
