import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SIDEBAR_WIDTH_PX, roleFromUserTypeId, type Role } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { Modal, useDialogFocus } from '#components/ui/modal';
import { ToastSlot } from '#components/ui/toast';
import { useMe } from '#lib/session/get-me';
import { useLogout } from '#lib/session/use-logout';
import { SIDEBARS, type NavEntry } from '#config/sidebar';
import { useSession } from '#lib/store';
import { LanguagePicker } from '#components/ui/language-picker';
import { Logo } from '#components/ui/logo';
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
            // Touch-sized in the phone drawer; on a desktop (lg) the longest sidebar (17 entries)
            // fits a 1280×800 screen without a scroll inside the menu.
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-lg px-3 py-1 text-sm leading-tight font-medium lg:min-h-8 ${
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
  const logout = useLogout();
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
        <Modal open onClose={() => setAsking(false)} title={t('nav.logoutTitle')}>
          <p className="text-sm text-slate-700">{t('nav.logoutText')}</p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setAsking(false)} data-autofocus>
              {t('nav.logoutCancel')}
            </Button>
            <Button variant="danger" onClick={() => void logout()}>
              {t('nav.logoutConfirm')}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}

/**
 * The phone's menu: a modal <dialog> sliding from the left (useDialogFocus: Escape closes it,
 * focus goes to its Close button, the first control, and back to the menu button after).
 */
function Drawer({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, content, true);
  return (
    <dialog
      ref={ref}
      aria-label={t('nav.sidebar')}
      onCancel={(event) => {
        event.preventDefault();
        // React passes a nested dialog's cancel up its tree: only this dialog's own closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      // A tap on the backdrop lands on the <dialog> itself, outside the panel.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-0 h-full max-h-none w-[min(var(--sidebar-width),85vw)] max-w-none bg-transparent p-0 shadow-xl backdrop:bg-slate-900/50 lg:hidden"
    >
      <div ref={content} className="relative h-full">
        <button
          type="button"
          className="absolute top-3 right-3 z-10 inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg bg-white/90 text-slate-700"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Sidebar role={role} onNavigate={onClose} />
      </div>
      <ToastSlot />
    </dialog>
  );
}

/**
 * Names the server writes (truck types, capacities, materials in listings, bids and trips) come
 * in the language of the request: after a switch, the screens' data is fetched again in the new
 * one. Reference lists carry the language in their key and follow by themselves.
 */
function useRefetchOnLanguageChange() {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  useEffect(() => {
    const refetch = () =>
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'reference' });
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [i18n, client]);
}

const LiveHeader = lazy(() => import('./live-header'));

/**
 * The signed-in shell: the sidebar chosen by user_types_id (docs/decisions/005), 260 px wide on
 * large screens and a drawer with an overlay on small ones that closes on navigation.
 */
export function AppShell() {
  const { t } = useTranslation();
  const session = useSession();
  useMe();
  useRefetchOnLanguageChange();
  const role = roleFromUserTypeId(session.user_types_id);
  const location = useLocation();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === location.pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? location.pathname : null);

  return (
    <div
      className="min-h-screen lg:pl-[var(--sidebar-width)]"
      style={{ ['--sidebar-width' as string]: `${SIDEBAR_WIDTH_PX}px` }}
    >
      <aside className="fixed inset-y-0 left-0 hidden w-[var(--sidebar-width)] lg:block">
        <Sidebar role={role} />
      </aside>
      {drawerOpen && <Drawer role={role} onClose={() => setDrawerOpen(false)} />}
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
        <p
          className="truncate font-semibold text-slate-800"
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
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
