/**
 * docs/architecture.md stays true where it can be checked: its module table names every module on
 * disk, in the order app.ts registers them, with what each decorates and the modules each calls
 * (as its code and its plugin's `dependencies` say); its worked example names files that exist,
 * at most 15 of them.
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

/** The module table's rows: `| `name` | decorates | calls | publishes |`. */
const moduleRows = () =>
  section('Server modules')
    .filter((line) => /^\| `[a-z-]+` /.test(line))
    .map((line) => {
      const [, name, decorates, calls] = line.split('|').map((cell) => cell.trim());
      return { name: name!.replace(/`/g, ''), decorates: decorates!, calls: calls! };
    });

/** A module's own source, tests and comments left out. */
const sourceOf = (module: string) => {
  const dir = path.join(SRC, 'modules', module);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n')
    .replace(/^\s*\/\*[\s\S]*?\*\/|(?:^|\s)\/\/.*$/gm, '');
};

const sorted = (names: readonly string[]) => [...new Set(names)].sort();

describe('docs/architecture.md', () => {
  it('lists every module, in the order app.ts registers them, with what it decorates', () => {
    const rows = moduleRows();
    const documented = rows.map(({ name }) => name);

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
    for (const { name, decorates } of rows) {
      const index = readFileSync(path.join(SRC, 'modules', name, 'index.ts'), 'utf8');
      const decorated = /app\.decorate\(\s*'(\w+)'/.exec(index)?.[1];
      expect(decorates, name).toMatch(decorated ? new RegExp(`^\`app\\.${decorated}\``) : /^—/);
    }
  });

  it("names as each module's calls, and in its plugin's dependencies, the modules its code uses", () => {
    const rows = moduleRows();
    const modules = rows.map(({ name }) => name);
    // The guards and cookie helpers the auth module brings (its session plugin).
    const session = readFileSync(path.join(SRC, 'plugins/app/auth.ts'), 'utf8');
    const sessionHelpers = [...session.matchAll(/app\.decorate\(\s*'(\w+)'/g)].map(([, helper]) => helper!);
    expect(sessionHelpers).toContain('requireUser');

    for (const { name, calls } of rows) {
      const used = [...sourceOf(name).matchAll(/\bapp\.(\w+)/g)].map(([, used]) => used!);
      const called = modules.filter((other) => other !== name && used.includes(other));
      const guarded = name !== 'auth' && used.some((helper) => sessionHelpers.includes(helper));

      // "reference, trade (and the web plugin's `app.webPage`)": the names before any remark.
      const documented = calls === '—' ? [] : calls.replace(/\s*\(.*\)$/, '').split(', ');
      expect(sorted(documented), `${name}: calls`).toEqual(sorted(called));

      const index = readFileSync(path.join(SRC, 'modules', name, 'index.ts'), 'utf8');
      const dependencies = /dependencies: \[([^\]]*)\]/.exec(index)?.[1] ?? '';
      const declared = [...dependencies.matchAll(/'([\w-]+)'/g)].map(([, plugin]) => plugin!);
      expect(sorted(declared.filter((plugin) => modules.includes(plugin))), `${name}: dependencies`).toEqual(
        sorted(guarded ? [...called, 'auth'] : called),
      );
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
