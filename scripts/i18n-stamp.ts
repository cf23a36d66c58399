/**
 * `npm run i18n:stamp`: records that translations were made from today's English
 * (docs/decisions/037-translations-record-their-source.md).
 *
 *   npm run i18n:stamp                          list the stale and unstamped keys; write nothing
 *   npm run i18n:stamp -- <ns:key> …            stamp these keys in every language whose text was rewritten
 *   npm run i18n:stamp -- --lang ta,ml <ns:key> only these languages
 *   npm run i18n:stamp -- --kept <ns:key> …     the English changed, the translations still say the same
 *   npm run i18n:stamp -- --new                 first stamp of every key that has none (a new key)
 *
 * Exits 1, writing nothing, when a stale key's translation has not been rewritten.
 */
import { parseArgs } from 'node:util';
import { TRANSLATED, sourceStatus, stamp } from '../packages/contract/src/locale-sources.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    lang: { type: 'string' },
    kept: { type: 'boolean', default: false },
    new: { type: 'boolean', default: false },
  },
});
const languages = values.lang?.split(',').map((lng) => lng.trim()) ?? TRANSLATED;

if (!positionals.length && !values.new) {
  let open = 0;
  for (const lng of languages) {
    const status = sourceStatus(lng);
    for (const key of status.stale) console.log(`${lng} stale      ${key}`);
    for (const key of status.unstamped) console.log(`${lng} unstamped  ${key}`);
    for (const key of status.orphaned) console.log(`${lng} orphaned   ${key}`);
    open += status.stale.length + status.unstamped.length + status.orphaned.length;
  }
  console.log(
    open
      ? '\nRewrite each stale translation, then: npm run i18n:stamp -- <key> …  (new keys: npm run i18n:stamp -- --new)'
      : 'Every translation was made from the English it stands beside.',
  );
} else {
  const result = stamp({ keys: positionals, languages, kept: values.kept, firstStamps: values.new });
  for (const reason of result.refused) console.error(`refused: ${reason}`);
  if (result.refused.length) {
    console.error('\nNothing was written.');
    process.exit(1);
  }
  for (const done of result.stamped) console.log(`stamped  ${done}`);
  console.log(
    result.stamped.length ? `${result.stamped.length} stamped.` : 'Nothing to stamp: already current.',
  );
}
