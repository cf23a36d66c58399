import { useTranslation } from 'react-i18next';
import { PUBLIC_NS } from '#config/i18n-namespaces';
import { TUTORIALS, TutorialCard } from './tutorials-section';

/** The landing page's four tutorial videos (the same cards), in the landing's order. */
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
            <TutorialCard id={id} testId={`help-tutorial-${id}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
