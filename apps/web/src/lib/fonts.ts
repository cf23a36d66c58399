import type { i18n as I18n } from 'i18next';
import type { Language } from '@lorrybazaar/contract';
import { firstRender } from './first-render';
import './fonts.css';

/**
 * Noto web fonts for the Indic scripts, fetched only when their language is chosen, so an English
 * visitor downloads none of them. Two weights each: 400 for text, 700 for headings (600 requests
 * resolve to 700, so semibold text needs no extra file). Fontsource declares `font-display: swap`.
 * The `:lang()` rules that apply them are in fonts.css.
 */
const SCRIPT_FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  kn: () =>
    Promise.all([
      import('@fontsource/noto-sans-kannada/kannada-400.css'),
      import('@fontsource/noto-sans-kannada/kannada-700.css'),
    ]),
  te: () =>
    Promise.all([
      import('@fontsource/noto-sans-telugu/telugu-400.css'),
      import('@fontsource/noto-sans-telugu/telugu-700.css'),
    ]),
  ta: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
    ]),
  ml: () =>
    Promise.all([
      import('@fontsource/noto-sans-malayalam/malayalam-400.css'),
      import('@fontsource/noto-sans-malayalam/malayalam-700.css'),
    ]),
  bn: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/bengali-400.css'),
      import('@fontsource/noto-sans-bengali/bengali-700.css'),
    ]),
};

const requested = new Set<string>();

export function loadScriptFont(language: string | undefined) {
  const code = language?.slice(0, 2) as Language | undefined;
  const load = code && SCRIPT_FONTS[code];
  if (!load || requested.has(code)) return;
  requested.add(code);
  // Without the font the browser falls back to whatever the system has; try again next time.
  load().catch(() => requested.delete(code));
}

/** Each Indic script's Unicode block and the language whose font covers it. */
const SCRIPTS: [RegExp, Language][] = [
  [/[\u0900-\u097f]/, 'hi'],
  [/[\u0980-\u09ff]/, 'bn'],
  [/[\u0b80-\u0bff]/, 'ta'],
  [/[\u0c00-\u0c7f]/, 'te'],
  [/[\u0c80-\u0cff]/, 'kn'],
  [/[\u0d00-\u0d7f]/, 'ml'],
];

/**
 * Fetches the font of every Indic script these texts are written in, whatever the page's
 * language: names are typed in any script (docs/decisions/018). Shown in an `any-script` element
 * (fonts.css).
 */
export function loadFontsOf(...texts: (string | null | undefined)[]) {
  const joined = texts.join(' ');
  for (const [pattern, language] of SCRIPTS) if (pattern.test(joined)) loadScriptFont(language);
}

/**
 * Starts the font download as soon as a language is asked for, before its texts arrive; the
 * first time, once the first page has rendered and asked for its data (lib/first-render.ts):
 * until then its text shows in the phone's own font for the script. A prerendered page waits the
 * same way: its HTML names no web font, so the app's scripts and the sign-in dialog's files are
 * not queued behind one (docs/decisions/038-the-first-tap-on-a-weak-network.md).
 */
export function followLanguageFonts(i18n: I18n) {
  const load = (language: string | undefined) => void firstRender.then(() => loadScriptFont(language));
  i18n.on('languageChanging', load);
  i18n.on('languageChanged', load);
  load(i18n.language);
}
