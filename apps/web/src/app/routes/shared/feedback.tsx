import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '#features/feedback/components/feedback-form';
import { usePageTitle } from '#lib/use-page-title';

/** /c/Feedback. */
export function FeedbackRoute() {
  const { t } = useTranslation('feedback');
  usePageTitle(t('title'));
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-600">{t('intro')}</p>
      </header>
      <FeedbackForm />
    </div>
  );
}
