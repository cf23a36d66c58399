import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTRACT_DIR, TRANSLATED, readRecord, sourceStatus, stamp } from './locale-sources.js';

/**
 * Every translation records the English it was made from (docs/decisions/037): a key whose
 * English changed after its translation fails here until the translation is rewritten and the
 * key stamped again; a new key fails until its first stamp.
 */
describe.each(TRANSLATED)('locale-sources/%s.json', (lng) => {
  const status = sourceStatus(lng);
  it('no translation is older than its English (rewrite it, then npm run i18n:stamp -- <key>)', () => {
    expect(status.stale).toEqual([]);
  });
  it('every key has its first stamp (npm run i18n:stamp -- --new, once the translations are written)', () => {
    expect(status.unstamped).toEqual([]);
  });
  it('records only keys English has (any npm run i18n:stamp -- … drops the others)', () => {
    expect(status.orphaned).toEqual([]);
  });
});

/**
 * A copy of the real locales, every key stamped once, to change on purpose. Each case reads and
 * hashes every file of seven languages several times: on a busy machine, more than the default
 * five seconds.
 */
describe('the staleness check on a copy of the locales', { timeout: 30_000 }, () => {
  let root = '';
  const copy = () => {
    root = mkdtempSync(path.join(tmpdir(), 'locale-sources-'));
    cpSync(path.join(CONTRACT_DIR, 'locales'), path.join(root, 'locales'), { recursive: true });
    mkdirSync(path.join(root, 'locale-sources'));
    stamp({ keys: [], firstStamps: true }, root);
    for (const lng of TRANSLATED)
      expect(sourceStatus(lng, root)).toEqual({ stale: [], unstamped: [], orphaned: [] });
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Sets `namespace:a.b.c` in one language's file of the copy. */
  const write = (lng: string, key: string, text: string) => {
    const [ns, rest] = key.split(':') as [string, string];
    const file = path.join(root, 'locales', lng, `${ns}.json`);
    const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const parts = rest.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = text;
    writeFileSync(file, JSON.stringify(tree, null, 2));
  };
  const KEY = 'bids:screens.table.regNumber';

  it('fails on an English string changed under untouched translations, and only a rewrite clears it', () => {
    copy();
    write('en', KEY, 'Vehicle registration number');
    for (const lng of TRANSLATED) expect(sourceStatus(lng, root).stale).toEqual([KEY]);

    // Stamping without retranslating is refused, and writes nothing.
    const before = readRecord('hi', root);
    const refused = stamp({ keys: [KEY] }, root);
    expect(refused.stamped).toEqual([]);
    expect(refused.refused).toHaveLength(TRANSLATED.length);
    expect(readRecord('hi', root)).toEqual(before);

    // Hindi rewritten and stamped: Hindi is fresh, the other five are still stale.
    write('hi', KEY, 'गाड़ी का रजिस्ट्रेशन नंबर');
    expect(stamp({ keys: [KEY], languages: ['hi'] }, root)).toEqual({ stamped: [`hi ${KEY}`], refused: [] });
    expect(sourceStatus('hi', root).stale).toEqual([]);
    expect(sourceStatus('ta', root).stale).toEqual([KEY]);
    // A blanket stamp of the rest is still refused while they are unchanged …
    expect(stamp({ keys: [KEY] }, root).refused).toHaveLength(TRANSLATED.length - 1);
    // … unless the developer says, key by key, that the old translations still hold.
    expect(stamp({ keys: [KEY], kept: true }, root).stamped).toHaveLength(TRANSLATED.length - 1);
    for (const lng of TRANSLATED)
      expect(sourceStatus(lng, root)).toEqual({ stale: [], unstamped: [], orphaned: [] });
  });

  it('a new key waits for its first stamp, which never covers a stale one', () => {
    copy();
    for (const lng of ['en', ...TRANSLATED]) write(lng, 'bids:screens.table.newColumn', `${lng} column`);
    write('en', KEY, 'Vehicle registration number');
    expect(sourceStatus('kn', root)).toEqual({
      stale: [KEY],
      unstamped: ['bids:screens.table.newColumn'],
      orphaned: [],
    });

    expect(stamp({ keys: [], firstStamps: true }, root).stamped).toEqual(
      TRANSLATED.map((lng) => `${lng} bids:screens.table.newColumn`),
    );
    expect(sourceStatus('kn', root)).toEqual({ stale: [KEY], unstamped: [], orphaned: [] });
  });

  it('a plural family is one key: a changed form makes the family stale', () => {
    copy();
    write('en', 'trust:rating.trips_one', '{{trips}} trip done');
    expect(sourceStatus('te', root).stale).toEqual(['trust:rating.trips']);
  });
});
