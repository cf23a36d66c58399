/**
 * Builds the tiny fonts that draw each language's own name in the language picker
 * (public/fonts/lang-<script>.woff2), so a visitor on a phone without Indic fonts can still find
 * their language before any full script font is loaded. Run once after changing LANGUAGE_NAMES:
 *
 *   npm install --no-save subset-font && node apps/web/scripts/language-name-fonts.mjs
 *
 * harfbuzz keeps the shaping rules the names need (conjuncts such as न्द, ನ್ನ).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const NAMES = {
  devanagari: 'हिन्दी',
  kannada: 'ಕನ್ನಡ',
  telugu: 'తెలుగు',
  tamil: 'தமிழ்',
  malayalam: 'മലയാളം',
  bengali: 'বাংলা',
};

for (const [script, text] of Object.entries(NAMES)) {
  const pkg = path.dirname(require.resolve(`@fontsource/noto-sans-${script}/package.json`));
  const source = await readFile(path.join(pkg, 'files', `noto-sans-${script}-${script}-400-normal.woff2`));
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  const out = path.join(here, '..', 'public', 'fonts', `lang-${script}.woff2`);
  await writeFile(out, subset);
  console.log(`${path.basename(out)} ${subset.length} bytes`);
}
