/**
 * One request shape (docs/decisions/044): a guard is spelled `onRequest:` (never `preHandler:`,
 * where it would run after the body is parsed), and a route reads the acting user only through
 * `actorOf(request)` (lib/actor.ts), never `request.user!`. Reads every server source file that
 * registers routes; the wrong-way fixtures must fail, as the import walls' do.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** A guard: the session's `requireUser`/`requireRole(…)`, or a module's own `requireX`. */
const GUARD = String.raw`(?:app\.)?require[A-Z]\w*`;

/** What a source text does the other way: each a line number and what was found there. */
export function wrongWays(text: string): string[] {
  const found: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const patterns: [RegExp, string][] = [
    // `preHandler: guard`, `preHandler: [guard, …]`, `preHandler: [limit, guard]`
    [new RegExp(String.raw`preHandler\s*:\s*\[?[^\]\n]*\b${GUARD}\b`, 'g'), 'a guard as a preHandler'],
    [new RegExp(String.raw`addHook\(\s*'preHandler'\s*,\s*${GUARD}\b`, 'g'), 'a guard as a preHandler hook'],
    [/\brequest\.user!/g, 'request.user! (use actorOf(request))'],
  ];
  for (const [pattern, what] of patterns) {
    for (const match of text.matchAll(pattern)) found.push(`${lineOf(match.index)}: ${what}`);
  }
  return found.sort((a, b) => parseInt(a) - parseInt(b));
}

/** Files that register routes: `*.routes.ts`, `routes.ts`, and any file under a `routes/` folder. */
const routeFiles = () =>
  readdirSync(path.join(SRC, 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => /(^|[/.])routes(\.ts$|\/)/.test(file))
    .map((file) => path.join('modules', file));

describe('one request shape', () => {
  it('every route file guards at onRequest and reads the actor through actorOf', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(15);
    const found = files.flatMap((file) =>
      wrongWays(readFileSync(path.join(SRC, file), 'utf8')).map((where) => `${file}:${where}`),
    );
    expect(found).toEqual([]);
  });

  it('no guard is a preHandler anywhere in the server', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/'),
    );
    const found = files.flatMap((file) =>
      wrongWays(readFileSync(path.join(SRC, file), 'utf8'))
        .filter((where) => where.includes('preHandler'))
        .map((where) => `${file}:${where}`),
    );
    expect(found).toEqual([]);
  });

  it('finds each wrong way, and passes the right ones', () => {
    const wrong = [
      `app.get('/a', { preHandler: app.requireUser }, handler);`,
      `app.post('/b', {\n  preHandler: [app.requireRole(role), app.signInLimits.send],\n}, handler);`,
      `app.post('/c', { preHandler: [app.signInLimits.verify, app.requireRole('shipper')] }, h);`,
      `app.addHook('preHandler', requireOperator);`,
      `const data = await service.list(request.user!.userId);`,
    ].join('\n');
    expect(wrongWays(wrong)).toEqual([
      '1: a guard as a preHandler',
      '3: a guard as a preHandler',
      '5: a guard as a preHandler',
      '6: a guard as a preHandler hook',
      '7: request.user! (use actorOf(request))',
    ]);

    const right = [
      `app.get('/a', { onRequest: app.requireUser }, handler);`,
      `app.post('/b', {\n  onRequest: app.requireRole(role),\n  preHandler: app.signInLimits.send,\n}, h);`,
      `app.addHook('onRequest', requireOperator);`,
      `const data = await service.list(actorOf(request));`,
      `keyGenerator: (request) => \`upload:\${request.user?.userId ?? request.ip}\`,`,
    ].join('\n');
    expect(wrongWays(right)).toEqual([]);
  });
});
