import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HELP_TOPICS } from '@lorrybazaar/contract';
import { Modal } from '#components/ui/modal';
import { ContactTiles } from '#features/help/components/contact-tiles';
import { HelpFaq } from '#features/public/components/help-faq';
import { HelpRequestForm } from '#features/help/components/help-request-form';
import { TutorialCards } from '#features/public/components/tutorial-cards';
import { usePageTitle } from '#lib/use-page-title';

/**
 * /c/Help: tutorials, contact tiles that work, and the FAQ of the public site. `?topic=` (an appeal
 * from Your Loads, decision 042) opens the message form on that topic.
 */
export function HelpRoute() {
  const { t } = useTranslation('help');
  const [params] = useSearchParams();
  const asked = params.get('topic');
  const topic = HELP_TOPICS.find((known) => known === asked);
  const [chatOpen, setChatOpen] = useState(topic !== undefined);
  // A new form each time the chat opens.
  const [chatKey, setChatKey] = useState(0);
  usePageTitle(t('title'));
  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t('intro')}</p>
      </header>
      <TutorialCards />
      <ContactTiles
        onChat={() => {
          setChatKey((key) => key + 1);
          setChatOpen(true);
        }}
      />
      <HelpFaq />
      <Modal open={chatOpen} onClose={() => setChatOpen(false)} title={t('form.title')}>
        <HelpRequestForm key={chatKey} topic={topic} onClose={() => setChatOpen(false)} />
      </Modal>
    </div>
  );
}
