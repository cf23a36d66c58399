import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '#config/app';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { FeatureIcon, type FeatureId } from './icons';

/** The features named in the marketing copy, in its order. */
const FEATURES: FeatureId[] = ['matching', 'scheduling', 'locations', 'subscription', 'realtime'];

/** About Us (anchor `about`): the company story, its mission and the feature list. */
export function AboutSection() {
  const { t } = useTranslation(PUBLIC_NS);
  const story = t('landing.about.story', { returnObjects: true, brand: BRAND_NAME }) as string[];
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
        <div>
          <h2 id="about-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('landing.about.heading')}
          </h2>
          <h3 className="mt-6 text-lg font-semibold text-brand-700">{t('landing.about.storyTitle')}</h3>
          {story.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          <h3 className="mt-6 text-lg font-semibold text-brand-700">{t('landing.about.missionTitle')}</h3>
          <p className="mt-3 border-l-4 border-accent-400 pl-4 leading-relaxed text-slate-800">
            {t('landing.about.mission')}
          </p>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-brand-700">
            {t('landing.about.featuresTitle', { brand: BRAND_NAME })}
          </h3>
          <ul className="mt-4 space-y-3">
            {FEATURES.map((feature) => (
              <li key={feature} className="flex gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
                  <FeatureIcon feature={feature} />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">
                    {t(`landing.about.features.${feature}.title`)}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">
                    {t(`landing.about.features.${feature}.text`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
