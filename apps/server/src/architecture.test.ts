/**
 * docs/architecture.md stays true where it can be checked: its module table names every module on
 * disk, in the order app.ts registers them, with what each decorates; its worked example names
 * files that exist, at most 15 of them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = import.meta.dirname;
const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

/** The lines of a `## ` section of the document. */
const section = (title: string) => {
  const start = doc.indexOf(`\n## ${title}`);
  expect(start, `section "${title}"`).toBeGreaterThan(0);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end).split('\n');
};

describe('docs/architecture.md', () => {
  it('lists every module, in the order app.ts registers them, with what it decorates', () => {
    const rows = section('Server modules')
      .filter((line) => /^\| `[a-z-]+` /.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const documented = rows.map(([, name]) => name!.replace(/`/g, ''));

    const appTs = readFileSync(path.join(SRC, 'app.ts'), 'utf8');
    const folderOf = new Map(
      [...appTs.matchAll(/import \{ (\w+Module) \} from '\.\/modules\/([a-z-]+)\/index\.js'/g)].map(
        ([, plugin, folder]) => [plugin!, folder!],
      ),
    );
    const registered = [...appTs.matchAll(/await app\.register\((\w+Module)\b/g)].map(([, plugin]) =>
      folderOf.get(plugin!),
    );
    const onDisk = readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);

    expect(documented).toEqual(registered);
    expect([...documented].sort()).toEqual(onDisk.sort());
    for (const [, name, decorates] of rows) {
      const folder = name!.replace(/`/g, '');
      const index = readFileSync(path.join(SRC, 'modules', folder, 'index.ts'), 'utf8');
      const decorated = /app\.decorate\(\s*'(\w+)'/.exec(index)?.[1];
      expect(decorates, folder).toMatch(decorated ? new RegExp(`^\`app\\.${decorated}\``) : /^—/);
    }
  });

  it('walks the worked example through files that exist, at most 15', () => {
    const files = section('Worked example')
      .map((line) => /^\d+\. `([^`]+)`/.exec(line)?.[1])
      .filter((file): file is string => file !== undefined);
    expect(files.length).toBeGreaterThan(5);
    expect(files.length).toBeLessThanOrEqual(15);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
  });
});
