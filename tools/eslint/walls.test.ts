import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
