import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@lorrybazaar/contract';
import { BRAND_NAME } from '#config/app';
import { useOpenSignIn } from '#lib/sign-in';
import { useAppRunning } from '#lib/use-app-running';
import { PUBLIC_NS } from '#config/i18n-namespaces';

/** A new slide every 2000 ms, a 500 ms transition, endless, no arrows. */
export const AUTOPLAY_MS = 2000;
export const TRANSITION_MS = 500;
/** A horizontal swipe longer than this changes the slide. */
const SWIPE_PX = 40;

/** The four slides of the landing page, in this order. */
const SLIDES: { role: Role; image: string }[] = [
  { role: 'shipper', image: '/images/hero-shipper.svg' },
  { role: 'driver', image: '/images/hero-driver.svg' },
  { role: 'transporter', image: '/images/hero-transporter.svg' },
  { role: 'broker', image: '/images/hero-broker.svg' },
];

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = subscribeMedia(REDUCED_MOTION);
const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function usePageHidden() {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

/**
 * The hero carousel, hand-written to keep the landing page light. It follows the WAI-ARIA
 * auto-rotating carousel pattern: a pause/play button first, a picker for each slide, rotation
 * that stops while the pointer is over it, while focus is inside it and while the tab is hidden,
 * and no rotation by default for visitors who ask for reduced motion. Hidden slides are inert and
 * out of the accessibility tree. Slides are stacked and cross-fade, so the loop is endless without
 * cloned slides and the height never changes.
 */
export function HeroCarousel() {
  const { t } = useTranslation(PUBLIC_NS);
  const openSignIn = useOpenSignIn();
  const reducedMotion = usePrefersReducedMotion();
  const pageHidden = usePageHidden();
  const [current, setCurrent] = useState(0);
  /** The visitor's own choice from the pause button; until then reduced motion decides. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<number | null>(null);
  // The first slide's picture is in the page's HTML; the others come with the app, which turns
  // the slides.
  const running = useAppRunning();

  const paused = userPaused ?? reducedMotion;
  const rotating = !paused && !hovered && !focused && !pageHidden;
  const total = SLIDES.length;
  const go = useCallback((step: number) => setCurrent((index) => (index + step + total) % total), [total]);

  useEffect(() => {
    if (!rotating) return;
    // A timeout per slide (not an interval): choosing a slide gives it its full time on screen.
    const timer = window.setTimeout(() => go(1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, go]);

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };

  const slideTitle = (role: Role) => t(`landing.carousel.slides.${role}.title`);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('landing.carousel.label', { brand: BRAND_NAME })}
      data-testid="hero-carousel"
      className="overflow-hidden rounded-2xl bg-white text-slate-900 shadow-xl ring-1 ring-black/5"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // The pause button itself does not count: pressing Play must be able to start rotation.
        if (!(event.target as HTMLElement).dataset.rotationControl) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="grid touch-pan-y"
        data-testid="hero-track"
        aria-live={rotating ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {SLIDES.map(({ role, image }, index) => {
          const active = index === current;
          return (
            <div
              key={role}
              role="group"
              aria-roledescription="slide"
              aria-label={t('landing.carousel.slide', { number: index + 1, total })}
              aria-hidden={!active}
              inert={!active}
              data-testid={`hero-slide-${role}`}
              data-active={active}
              style={{ transitionDuration: `${TRANSITION_MS}ms` }}
              className={`col-start-1 row-start-1 flex flex-col transition-[opacity,visibility] ease-in-out motion-reduce:transition-none ${
                active ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              <img
                src={index === 0 || running ? image : undefined}
                alt={t(`landing.carousel.slides.${role}.image`)}
                width={640}
                height={320}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                draggable={false}
                className="aspect-[2/1] h-auto w-full bg-brand-50 object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <p className="text-xl font-bold text-brand-700 sm:text-2xl">{slideTitle(role)}</p>
                <p className="flex-1 text-slate-700">{t(`landing.carousel.slides.${role}.text`)}</p>
                <button
                  type="button"
                  onClick={() => openSignIn(role)}
                  data-testid={`hero-register-${role}`}
                  className="mt-2 inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-accent-400 px-5 py-2 font-semibold text-slate-900 shadow-sm hover:bg-accent-500"
                >
                  {t(`landing.carousel.slides.${role}.button`)}
                </button>
              </div>
            </div>
          );
        })}
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-3 py-1">
        <button
          type="button"
          data-rotation-control="true"
          onClick={() => setUserPaused(!paused)}
          aria-label={paused ? t('landing.carousel.play') : t('landing.carousel.pause')}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
            {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />}
          </svg>
        </button>
        <div className="flex items-center">
          {SLIDES.map(({ role }, index) => (
            <button
              key={role}
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={t('landing.carousel.goTo', { number: index + 1, title: slideTitle(role) })}
              aria-current={index === current ? 'true' : undefined}
              data-testid={`hero-dot-${role}`}
              className="group inline-flex min-h-11 min-w-9 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                  index === current ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'
                }`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
