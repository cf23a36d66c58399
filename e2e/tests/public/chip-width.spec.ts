import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * Every status chip of every language fits a 360 px phone (328 px inside the page's 16 px
 * margins), measured as the app draws it: its chip classes, in the Noto font of the script the
 * app loads for that language, with the phone's text size at Android's largest setting (130 %),
 * which many of our users choose. Tamil and Malayalam are the widest scripts.
 */
const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/contract/locales');
const CHIP_GROUPS: [namespace: string, key: string][] = [
  ['bids', 'screens.status'],
  ['marketplace', 'screens.status'],
  ['schedules', 'screens.status'],
  ['membership', 'status'],
  ['profile', 'status'],
];
const FONTS: Record<string, string> = {
  en: '',
  hi: 'Noto Sans Devanagari',
  kn: 'Noto Sans Kannada',
  te: 'Noto Sans Telugu',
  ta: 'Noto Sans Tamil',
  ml: 'Noto Sans Malayalam',
  bn: 'Noto Sans Bengali',
};
/** The chip classes of bid-status.tsx and schedule-status.tsx. */
const CHIP = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

function chipTexts(language: string): [string, string][] {
  const out: [string, string][] = [];
  for (const [namespace, key] of CHIP_GROUPS) {
    let node: unknown = JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'));
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    const walk = (value: unknown, at: string) => {
      if (typeof value === 'string') out.push([at, value]);
      else for (const [k, child] of Object.entries(value as object)) walk(child, `${at}.${k}`);
    };
    walk(node, `${namespace}:${key}`);
  }
  return out;
}

for (const language of Object.keys(FONTS)) {
  test(`[PUBLIC][I18N] every ${language} status chip fits 328 px on a 360 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const chips = chipTexts(language);
    expect(chips.length).toBeGreaterThan(15);
    // The app asks for the script's font as it switches language; its @font-face may come a moment
    // after <html lang> does.
    if (FONTS[language])
      await expect
        .poll(() =>
          page.evaluate(
            async ({ font, text }) => (await document.fonts.load(`600 12px "${font}"`, text)).length,
            { font: FONTS[language]!, text: chips.map(([, t]) => t).join('') },
          ),
        )
        .toBeGreaterThan(0);
    const widths = await page.evaluate(
      async ({ chips, chipClass, font }) => {
        document.documentElement.style.fontSize = '130%';
        const box = document.createElement('div');
        box.style.cssText = 'position:absolute;left:16px;top:0;width:328px';
        document.body.append(box);
        const spans = chips.map(([, text]) => {
          const span = document.createElement('span');
          span.className = chipClass;
          span.textContent = text;
          const row = document.createElement('div');
          row.append(span);
          box.append(row);
          return span;
        });
        if (font) {
          // The font the app loaded for the language, in the chip's weight and size.
          const loaded = await document.fonts.load(`600 12px "${font}"`, chips.map(([, t]) => t).join(''));
          if (loaded.length === 0) return null;
        }
        await document.fonts.ready;
        return spans.map((span) => ({
          family: getComputedStyle(span).fontFamily,
          width: span.getBoundingClientRect().width,
        }));
      },
      { chips, chipClass: CHIP, font: FONTS[language]! },
    );
    expect(widths, `the ${FONTS[language]} font did not load`).not.toBeNull();
    if (FONTS[language]) expect(widths![0]!.family).toContain(FONTS[language]);
    const tooWide = chips
      .map(([key, text], i) => ({ key, text, width: Math.round(widths![i]!.width) }))
      .filter((chip) => chip.width > 328);
    expect(tooWide).toEqual([]);
  });
}
