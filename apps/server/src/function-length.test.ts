/**
 * Functions short enough to read alone (docs/architecture.md, Server modules; decisions 033 and
 * 044): in the whole server, no function (declaration, arrow, method) is longer than MAX_LINES,
 * so a use case is one file and one function to open, not a member of a long closure. Tests and
 * their helpers (`test/`) are not held to it. ALLOWED names what is still too long, each with
 * the reason; it must shrink, never grow: a function that became short must leave it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 150;
const SRC = import.meta.dirname;

/**
 * Still too long, as `file: function` (docs/decisions/044): none since lanes, the last, took the
 * use-case shape. The list may only shrink, so it stays empty.
 */
const ALLOWED: string[] = [];

/** The name a function goes by: its own, or the variable or property it is assigned to. */
function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText(source);
  }
  return '(anonymous)';
}

/** Every function of a source text longer than `max` lines: where it starts, its name and length. */
function longFunctions(fileName: string, text: string, max = MAX_LINES) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { at: string; name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ at: `${fileName}:${first + 1}`, name: nameOf(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every server source file but the tests and their helpers. */
const sources = () =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/'),
  );

describe(`functions of at most ${MAX_LINES} lines`, () => {
  it('in the whole server, but for the ones ALLOWED', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      longFunctions(file, readFileSync(path.join(SRC, file), 'utf8')).map(({ name }) => `${file}: ${name}`),
    );
    expect(found.sort()).toEqual([...ALLOWED].sort());
  });

  it('finds a function one line too long, nested or not', () => {
    const body = (lines: number) =>
      Array.from({ length: lines - 2 }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const fits = `export function fits() {\n${body(MAX_LINES)}\n}\n`;
    const long = `export const outer = () => ({\n  inner() {\n${body(MAX_LINES + 1)}\n  },\n});\n`;
    expect(longFunctions('fits.ts', fits)).toEqual([]);
    expect(longFunctions('long.ts', long)).toEqual([
      { at: 'long.ts:1', name: 'outer', lines: MAX_LINES + 3 },
      { at: 'long.ts:2', name: 'inner', lines: MAX_LINES + 1 },
    ]);
  });
});
