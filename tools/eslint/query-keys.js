/**
 * Query keys have owners (docs/architecture.md, Web layers; docs/decisions/034): each call's query
 * options in a feature's `api/`, in `api/` for what several features share, in `lib/`. Everywhere
 * else a key is taken from them (`xQueryOptions(…).queryKey` or an exported key root), never
 * written out, so no screen or mutation can refresh data by a string that its owner may rename.
 * Each entry is a `no-restricted-syntax` selector for the files of `keyUsers`; the wrong-way fixture
 * `tools/eslint/fixtures/literal-query-keys.tsx` must be refused (tools/eslint/walls.test.ts).
 */
const web = 'apps/web/src';

/** Where keys are written. */
export const keyOwners = [`${web}/features/*/api/**`, `${web}/api/**`, `${web}/lib/**`];

/** Every web file but the owners. */
export const keyUsers = { files: [`${web}/**/*.{ts,tsx}`], ignores: keyOwners };

const message =
  "A query key is written only in the query options that own it (a feature's api/, api/ or lib/): " +
  'use xQueryOptions(…).queryKey or an exported key root.';

/** Tests that the node at `path` is a literal array, bare or with `as const` / `satisfies`. */
const arrayAt = (path) => [
  `[${path}.type='ArrayExpression']`,
  `[${path}.type=/^TS(As|Satisfies)Expression$/][${path}.expression.type='ArrayExpression']`,
];

/** QueryClient methods whose first argument is a key or filters. */
const keyMethods = [
  '(invalidate|refetch|remove|reset|cancel)Queries',
  '(get|set)Query(Data|State)',
  '(get|set)QueriesData',
  'isFetching',
].join('|');

export const queryKeySelectors = [
  // useQuery({ queryKey: [...] }), invalidateQueries({ queryKey: [...] }), queryOptions({ ... }) …
  ...arrayAt('value').map((test) => `Property[key.name='queryKey']${test}`),
  // setQueryData([...], …), getQueryData([...]), invalidateQueries([...]) …
  ...arrayAt('arguments.0').map((test) => `CallExpression[callee.property.name=/^(${keyMethods})$/]${test}`),
].map((selector) => ({ selector, message }));
