import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/app.js';

/**
 * docs/api.md is the API contract other clients are written from, so it must list exactly the
 * routes the server has. Its `###` headings name routes in backticks, `METHOD /api/…`, as they
 * are registered (a route registered for several roles in a loop is one heading listing each
 * path). A registered route missing there, or a heading naming a route that does not exist,
 * fails here with the heading lines to add or remove.
 */
const DOC_PATH = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));
const METHOD_AND_PATH = /`(GET|POST|PUT|PATCH|DELETE) (\/api[^`\s]*)`/g;

/** Every `METHOD /path` named in a heading of the document, in order (repeats kept). */
function documentedRoutes(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^#{2,4} /.test(line))
    .flatMap((line) => [...line.matchAll(METHOD_AND_PATH)].map(([, method, url]) => `${method} ${url}`));
}

/**
 * Every `METHOD /path` of Fastify's route tree (`printRoutes({ commonPrefix: false })`), whose
 * lines look like `│   └── /x (GET, HEAD)`: a nested line's path continues its parent's.
 * Read from the tree rather than from `app.apiRoutes`, which only sees paths under `/api/` and
 * would miss an alias such as `/apiTranspoter/…`.
 */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const url = (parents[depth - 1] ?? '') + segment;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) routes.push(`${method} ${url}`);
  }
  return routes;
}

const isApi = (route: string) => {
  const [method = '', url = ''] = route.split(' ');
  return method !== 'HEAD' && url.startsWith('/api') && !/^\/api\/docs(\/|$)/.test(url);
};
const heading = (route: string) => `### \`${route}\``;

describe('docs/api.md', () => {
  const ctx = useTestApp();

  it('reads the route tree: every route the authorization matrix knows is found', () => {
    const found = registeredRoutes(ctx.t.app.printRoutes({ commonPrefix: false }));
    const known = ctx.t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(known.length).toBeGreaterThan(50);
    expect(known.filter((route) => !found.includes(route))).toEqual([]);
  });

  it('lists every registered /api route, and only those, each once', () => {
    const registered = [...new Set(registeredRoutes(ctx.t.app.printRoutes({ commonPrefix: false })))].filter(
      isApi,
    );
    const documented = documentedRoutes(readFileSync(DOC_PATH, 'utf8'));

    // One comparison, so a failure shows every heading to add and every one to drop at once.
    const differences = {
      'missing: add these headings (who may call, fields, answer, errors, schema link)': registered
        .filter((route) => !documented.includes(route))
        .map(heading),
      'not registered: fix or remove these headings': [
        ...new Set(documented.filter((route) => !registered.includes(route))),
      ].map(heading),
      'described more than once': [
        ...new Set(documented.filter((route, index) => documented.indexOf(route) !== index)),
      ].map(heading),
    };
    const none = Object.fromEntries(Object.keys(differences).map((key) => [key, []]));
    expect(differences, 'docs/api.md and the registered routes differ').toEqual(none);
  });
});
