import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT } from '#config/app';
import { telHref } from '#lib/format';

const tileClass =
  'flex h-full w-full min-h-11 items-start gap-4 rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 hover:shadow-md motion-reduce:transition-none';

function Tile({
  icon,
  title,
  text,
  detail,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  detail?: string;
}) {
  return (
    <>
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-lg font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{text}</span>
        {detail && <span className="mt-1 block font-medium break-words text-brand-700">{detail}</span>}
      </span>
    </>
  );
}

const icon = (d: string) => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

/** Help: Call, Mail and Chat, each doing what it says. */
export function ContactTiles({ onChat }: { onChat: () => void }) {
  const { t } = useTranslation('help');
  return (
    <section aria-labelledby="help-contact">
      <h2 id="help-contact" className="text-xl font-bold text-slate-900">
        {t('contact.heading')}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
        <li>
          <a href={telHref(CONTACT.phone)} className={tileClass} data-testid="help-call">
            <Tile
              icon={icon(
                'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
              )}
              title={t('contact.call')}
              text={t('contact.callText')}
              detail={CONTACT.phone}
            />
          </a>
        </li>
        <li>
          <a href={`mailto:${CONTACT.email}`} className={tileClass} data-testid="help-mail">
            <Tile
              icon={icon('M3 6h18v12H3zM3 6l9 7 9-7')}
              title={t('contact.mail')}
              text={t('contact.mailText')}
              detail={CONTACT.email}
            />
          </a>
        </li>
        <li>
          <button
            type="button"
            onClick={onChat}
            className={tileClass}
            data-testid="help-chat"
            aria-haspopup="dialog"
          >
            <Tile icon={icon('M4 5h16v11H8l-4 4z')} title={t('contact.chat')} text={t('contact.chatText')} />
          </button>
        </li>
      </ul>
    </section>
  );
}
