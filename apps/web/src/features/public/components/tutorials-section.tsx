import { useTranslation } from 'react-i18next';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { TUTORIAL_URLS, type TutorialId } from '#features/public/external-links';
import { useAppRunning } from '#lib/use-app-running';

/** The four tutorials of the landing page, in this order. */
export const TUTORIALS: TutorialId[] = ['searchLoad', 'postLoad', 'searchTruck', 'addTruck'];

/** Tutorials (anchor `vedios`, spelt as the contract has it): 1, 2 or 3 columns by width. */
export function TutorialsSection() {
  const { t } = useTranslation(PUBLIC_NS);
  return (
    <section id="vedios" aria-labelledby="tutorials-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="tutorials-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('landing.tutorials.heading')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t('landing.tutorials.intro')}</p>
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="tutorial-grid">
          {TUTORIALS.map((id) => (
            <li key={id}>
              <TutorialCard id={id} testId={`tutorial-${id}`} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** One tutorial video (it opens on the video site in a new tab): the landing page and Help. */
export function TutorialCard({ id, testId }: { id: TutorialId; testId: string }) {
  const { t } = useTranslation(PUBLIC_NS);
  // Below the fold: the picture comes with the app, not with the page's HTML.
  const running = useAppRunning();
  return (
    <a
      href={TUTORIAL_URLS[id]}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md motion-reduce:transition-none"
    >
      <img
        src={running ? `/images/tutorial-${id}.svg` : undefined}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
        className="aspect-video h-auto w-full bg-brand-900"
      />
      <span className="flex flex-1 flex-col p-4">
        <span className="font-semibold text-slate-900 group-hover:text-brand-700">
          {t(`landing.tutorials.videos.${id}.title`)}
        </span>
        <span className="mt-1 flex-1 text-sm text-slate-600">{t(`landing.tutorials.videos.${id}.text`)}</span>
        <span className="mt-3 text-sm font-semibold text-brand-700">
          {t('landing.tutorials.watch')} <span className="sr-only">{t('common.newTab')}</span>
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="ml-1 inline align-[-2px]"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
          </svg>
        </span>
      </span>
    </a>
  );
}
