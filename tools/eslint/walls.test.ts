import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryKeySelectors } from './query-keys.js';
import { serverZones } from './walls-server.js';
import { webZones } from './walls-web.js';

const root = path.resolve(import.meta.dirname, '../..');

interface Zone {
  message: string;
  example: { file: string; imports: string };
}

/** The repository's own ESLint configuration, as `npm run lint` runs it. */
const eslint = new ESLint({ cwd: root, ignore: false });

async function ruleIds(filePath: string, code?: string): Promise<(string | null)[]> {
  const [result] =
    code === undefined ? await eslint.lintFiles([filePath]) : await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

describe('lint walls (docs/architecture.md, Walls)', () => {
  const zones = [...webZones, ...serverZones] as Zone[];

  it.each(zones.map((zone) => [zone.example.file, zone.example.imports, zone] as const))(
    'refuses %s importing %s',
    async (file, imports, zone) => {
      const code = `import * as probe from '${imports}';\n\nexport const used = probe;\n`;
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      const refusals = result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
      expect(refusals.map((m) => m.message)).toEqual([expect.stringContaining(zone.message)]);
    },
  );

  it('lets the same file import in the allowed direction', async () => {
    const code = "import { formatDate } from './format';\n\nexport const used = formatDate;\n";
    expect(await ruleIds(path.join(root, 'apps/web/src/lib/wall-probe.ts'), code)).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an import cycle', async () => {
    expect(await ruleIds(path.join(root, 'tools/eslint/fixtures/cycle-a.ts'))).toContain('import-x/no-cycle');
  });
});

describe('query keys only where they are owned (docs/architecture.md, Web layers)', () => {
  const fixture = readFileSync(path.join(import.meta.dirname, 'fixtures/literal-query-keys.tsx'), 'utf8');
  /** The fixture's lines marked `// refused`, 1-based as ESLint counts them. */
  const marked = fixture
    .split('\n')
    .flatMap((line, index) => (line.endsWith('// refused') ? [index + 1] : []));
  const { message } = queryKeySelectors[0]!;

  /** The lines on which the fixture, linted as `file`, gets the query-key refusal. */
  async function refusedLines(file: string) {
    const [result] = await eslint.lintText(fixture, { filePath: path.join(root, file) });
    return result!.messages.filter((m) => m.message === message).map((m) => m.line);
  }

  it.each(['apps/web/src/app/routes/key-probe.tsx', 'apps/web/src/features/bids/components/key-probe.tsx'])(
    'refuses every literal key in %s',
    async (file) => {
      expect(marked).toHaveLength(7);
      expect(await refusedLines(file)).toEqual(marked);
    },
  );

  it.each([
    'apps/web/src/features/bids/api/key-probe.ts',
    'apps/web/src/api/key-probe.ts',
    'apps/web/src/lib/key-probe.ts',
  ])('lets the owners write keys: %s', async (file) => {
    expect(await refusedLines(file)).toEqual([]);
  });

  it('keeps the rules every file has beside it', async () => {
    const code = "alert('x');\n";
    const [result] = await eslint.lintText(code, {
      filePath: path.join(root, 'apps/web/src/app/key-probe.ts'),
    });
    expect(result!.messages.map((m) => m.message)).toContain('Use the toast system, not alert().');
  });
});
