import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, roleFromUserTypeId, type Language } from '@lorrybazaar/contract';
import { saveLanguage } from '#api/save-language';
import { useSession } from '#lib/store';

/**
 * The button shows the current language's own name, and its accessible name starts with it
 * ("മലയാളം, ഭാഷ തിരഞ്ഞെടുക്കുക": the name, then "Choose language" in the reader's language).
 * Toggles open and closed; choosing a language switches the interface and closes it, and for a
 * signed-in user tells the server, so their SMS and pushes come in it too. Not sent (offline): the
 * next sign-in saves the language it is made in.
 */
export function LanguagePicker({ align = 'right' }: { align?: 'left' | 'right' }) {
  const { t, i18n } = useTranslation();
  const signedIn = roleFromUserTypeId(useSession().user_types_id) !== null;
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const current = (i18n.resolvedLanguage ?? 'en') as Language;

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        // The visible name first, so a voice command that says it reaches the button (WCAG 2.5.3).
        // One label rather than a hidden span: Chromium would name the flex items "English , …".
        aria-label={`${LANGUAGE_NAMES[current]}, ${t('language.choose')}`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span>{LANGUAGE_NAMES[current]}</span>
      </button>
      {open && (
        <ul
          className={`absolute z-40 mt-2 w-44 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg ${
            align === 'right' ? 'right-0' : 'left-0'
          }`}
        >
          {LANGUAGES.map((language) => (
            <li key={language}>
              <button
                type="button"
                lang={language}
                aria-current={language === current ? 'true' : undefined}
                onClick={() => {
                  void i18n.changeLanguage(language);
                  if (signedIn) void saveLanguage(language).catch(() => undefined);
                  setOpen(false);
                }}
                className={`block w-full px-4 py-2.5 text-left text-sm hover:bg-brand-50 ${
                  language === current ? 'font-semibold text-brand-700' : 'text-slate-800'
                }`}
              >
                {LANGUAGE_NAMES[language]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
