import { createInstance, type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from './i18n-options';
import { fallbackOnDemand } from './i18n-fallback';

const LOCALES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contract/locales',
);

/**
 * i18next as lib/i18n.ts sets it up, its HTTP backend answered from the contract's own files
 * (the server sends the same), every address asked for written down. `stale` leaves a key out of
 * a file, as a translation file older than the app would.
 */
async function reader(language: string, stale: { file: string; key: string } | undefined = undefined) {
  const asked: string[] = [];
  const i18n: I18n = createInstance();
  const fallback = fallbackOnDemand(i18n);
  await i18n.use(fallback.Backend).init({
    ...I18N_OPTIONS,
    lng: language,
    ns: ['translation'],
    saveMissing: true,
    missingKeyHandler: fallback.missingKeyHandler,
    backend: {
      loadPath: '/locales/{{lng}}/{{ns}}.json',
      request: (
        _options: unknown,
        url: string,
        _payload: unknown,
        callback: (error: unknown, response: unknown) => void,
      ) => {
        asked.push(url);
        const [, lng = '', file = ''] = /^\/locales\/(\w+)\/(.+)$/.exec(url) ?? [];
        const tree = JSON.parse(readFileSync(path.join(LOCALES, lng, file), 'utf8')) as Record<
          string,
          Record<string, string>
        >;
        if (stale && `${lng}/${file}` === stale.file) {
          const [section = '', key = ''] = stale.key.split('.');
          delete tree[section]![key];
        }
        setTimeout(() => callback(null, { status: 200, data: JSON.stringify(tree) }));
      },
    },
  });
  return { i18n, asked };
}

const english = (file: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, 'en', file), 'utf8')) as Record<string, Record<string, string>>;
const hindi = (file: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, 'hi', file), 'utf8')) as Record<string, Record<string, string>>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('English, the fallback, fetched only when it can be shown', () => {
  it('gives a Hindi reader Hindi texts without fetching any English file', async () => {
    const { i18n, asked } = await reader('hi');
    await i18n.loadNamespaces(['marketplace', 'public']);
    expect(i18n.t('nav.logout')).toBe(hindi('translation.json').nav!.logout);
    expect(i18n.t('landing.headline', { ns: 'public' })).toBe(hindi('public.json').landing!.headline);
    await settle();
    expect(asked.sort()).toEqual([
      '/locales/hi/marketplace.json',
      '/locales/hi/public.json',
      '/locales/hi/translation.json',
    ]);
  });

  it('fetches English for a namespace whose Hindi file lacks a text, then shows that text in English', async () => {
    const { i18n, asked } = await reader('hi', { file: 'hi/translation.json', key: 'nav.logout' });
    let renders = 0;
    i18n.on('languageChanged', () => (renders += 1));
    // The first time, the text is missing and English has not arrived: the key shows.
    expect(i18n.t('nav.logout')).toBe('nav.logout');
    await settle();
    expect(asked).toContain('/locales/en/translation.json');
    expect(i18n.t('nav.logout')).toBe(english('translation.json').nav!.logout);
    expect(i18n.t('nav.dashboard')).toBe(hindi('translation.json').nav!.dashboard);
    // The screens were told to render again, once.
    expect(renders).toBe(1);
    expect(i18n.language).toBe('hi');
    // Only that namespace: another one's English file stays unfetched.
    await i18n.loadNamespaces('public');
    expect(asked.filter((url) => url.startsWith('/locales/en/'))).toEqual(['/locales/en/translation.json']);
  });

  it("does not take a screen's texts for missing before its file has arrived", async () => {
    const { i18n, asked } = await reader('hi');
    expect(i18n.t('landing.headline', { ns: 'public' })).toBe('landing.headline');
    await settle();
    expect(asked.filter((url) => url.startsWith('/locales/en/'))).toEqual([]);
  });

  it('fetches English when the reader switches to it, and shows it', async () => {
    const { i18n, asked } = await reader('hi');
    await i18n.loadNamespaces('public');
    await i18n.changeLanguage('en');
    expect(i18n.t('nav.logout')).toBe(english('translation.json').nav!.logout);
    expect(i18n.t('landing.headline', { ns: 'public' })).toBe(english('public.json').landing!.headline);
    expect(asked).toEqual(
      expect.arrayContaining(['/locales/en/translation.json', '/locales/en/public.json']),
    );
  });

  it("gives an English reader English, fetching no other language's files", async () => {
    const { i18n, asked } = await reader('en');
    await i18n.loadNamespaces('public');
    expect(i18n.t('nav.logout')).toBe(english('translation.json').nav!.logout);
    expect(asked.sort()).toEqual(['/locales/en/public.json', '/locales/en/translation.json']);
  });
});
