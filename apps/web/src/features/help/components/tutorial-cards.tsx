import { useTranslation } from 'react-i18next';
import { PUBLIC_NS } from '../../public/content';
import { TUTORIAL_URLS, type TutorialId } from '../../public/external-links';

/** The landing page's four tutorial videos (same addresses and texts), in the landing's order. */
const TUTORIALS = Object.keys(TUTORIAL_URLS) as TutorialId[];

export function TutorialCards() {
  const { t } = useTranslation(['help', PUBLIC_NS]);
  return (
    <section aria-labelledby="help-tutorials">
      <h2 id="help-tutorials" className="text-xl font-bold text-slate-900">
        {t('tutorials.heading')}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="help-tutorials">
        {TUTORIALS.map((id) => (
          <li key={id}>
            <a
              href={TUTORIAL_URLS[id]}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`help-tutorial-${id}`}
              className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md motion-reduce:transition-none"
            >
              <img
                src={`/images/tutorial-${id}.svg`}
                alt=""
                width={320}
                height={180}
                loading="lazy"
                decoding="async"
                className="aspect-video h-auto w-full bg-brand-900"
              />
              <span className="flex flex-1 flex-col p-4">
                <span className="font-semibold text-slate-900 group-hover:text-brand-700">
                  {t(`${PUBLIC_NS}:landing.tutorials.videos.${id}.title`)}
                </span>
                <span className="mt-1 flex-1 text-sm text-slate-600">
                  {t(`${PUBLIC_NS}:landing.tutorials.videos.${id}.text`)}
                </span>
                <span className="mt-3 text-sm font-semibold text-brand-700">
                  {t(`${PUBLIC_NS}:landing.tutorials.watch`)}{' '}
                  <span className="sr-only">{t(`${PUBLIC_NS}:common.newTab`)}</span>
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
