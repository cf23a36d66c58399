import type { Plugin } from 'vite';

/**
 * How the browser build cuts the app into files (docs/decisions/038-the-first-tap-on-a-weak-network.md).
 *
 * Left to itself, the bundler makes a file of every set of lazy modules that share some code:
 * the marketplace's first render needed 30 files, the landing page's sign-in dialog 23. Over
 * HTTP/1.1 a browser opens six connections to a host, and on a 2G network each request waits
 * about two seconds for its answer, so thirty small files cost ten seconds of waiting whatever
 * their size. Here:
 *
 * - everything the entry imports is one file (beside the bundler's small runtime);
 * - the code the first render of a few pages needs is grouped by which of those pages need it:
 *   each page's files hold only what it needs, in a handful of files;
 * - everything else (the other screens, what a screen loads later) is split as before.
 *
 * `pages`: a name for each page, with the modules (paths under `src`) its first render loads.
 */
export function firstPageChunks(src: string, pages: Record<string, readonly string[]>) {
  /** Modules something imports with import(): each stays the first module of a file of its own. */
  const lazy = new Set<string>();
  const imports = new Map<string, readonly string[]>();
  let pagesOf: Map<string, string[]> | undefined;

  /** Every module reached from `roots` by static imports, leaving out `skip`. */
  const reach = (roots: string[], skip = new Set<string>()) => {
    const seen = new Set<string>();
    for (const todo = [...roots]; todo.length > 0;) {
      const id = todo.pop()!;
      if (seen.has(id) || skip.has(id)) continue;
      seen.add(id);
      todo.push(...(imports.get(id) ?? []));
    }
    return seen;
  };

  /** The pages whose first render needs a module, in the order given (none: not grouped). */
  function pagesNeeding(id: string): string[] {
    if (!pagesOf) {
      // What the entry imports is in the entry's file already.
      const entryModules = reach([`${src}main.tsx`]);
      pagesOf = new Map();
      for (const [page, modules] of Object.entries(pages)) {
        for (const module of reach(
          modules.map((path) => `${src}${path}`),
          entryModules,
        )) {
          pagesOf.set(module, [...(pagesOf.get(module) ?? []), page]);
        }
      }
    }
    return lazy.has(id) ? [] : (pagesOf.get(id) ?? []);
  }

  const plugin: Plugin = {
    name: 'lorrybazaar-first-page-chunks',
    apply: 'build',
    buildStart() {
      lazy.clear();
      imports.clear();
      pagesOf = undefined;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      for (const id of info.dynamicallyImportedIds) lazy.add(id);
    },
  };

  // One group per set of pages, those needed by more pages first: a module's imports are needed
  // by every page that needs it (and maybe more), so each is taken by its own group before the
  // bundler, which adds a group's imports to it, could add it to a group of fewer pages.
  const names = Object.keys(pages);
  const sets = Array.from({ length: 2 ** names.length - 1 }, (_, bits) =>
    names.filter((_, index) => (bits + 1) & (1 << index)),
  );
  const codeSplitting = {
    groups: [
      // `$initial`: statically imported by the entry, directly or not.
      { name: 'index', tags: ['$initial' as const], priority: names.length + 1 },
      ...sets.map((set) => ({
        name: set.join('+'),
        priority: set.length,
        test: (id: string) => pagesNeeding(id).join('+') === set.join('+'),
      })),
    ],
  };
  return { plugin, codeSplitting };
}
