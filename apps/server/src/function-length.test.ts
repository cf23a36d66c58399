/**
 * Functions short enough to read alone (docs/architecture.md, Server modules): in the folders
 * held to it, no function (declaration, arrow, method) is longer than MAX_LINES, so a use case is
 * one file and one function to open, not a member of a long closure. Tests are not held to it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 150;
const SRC = import.meta.dirname;
/** The folders held to the limit (the trade module: decision 033). */
const HELD = ['modules/trade'];

/** Every function of a source text longer than `max` lines: where it starts, and its length. */
function longFunctions(fileName: string, text: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > max) found.push(`${fileName}:${first + 1} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sources = (folder: string) =>
  readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file));

describe(`functions of at most ${MAX_LINES} lines`, () => {
  it.each(HELD)('in %s', (folder) => {
    const files = sources(folder);
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => longFunctions(file, readFileSync(path.join(SRC, file), 'utf8')))).toEqual(
      [],
    );
  });

  it('finds a function one line too long, nested or not', () => {
    const body = (lines: number) =>
      Array.from({ length: lines - 2 }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const fits = `export function fits() {\n${body(MAX_LINES)}\n}\n`;
    const long = `export const outer = () => ({\n  inner() {\n${body(MAX_LINES + 1)}\n  },\n});\n`;
    expect(longFunctions('fits.ts', fits)).toEqual([]);
    expect(longFunctions('long.ts', long)).toEqual([
      `long.ts:1 (${MAX_LINES + 3} lines)`,
      `long.ts:2 (${MAX_LINES + 1} lines)`,
    ]);
  });
});
