import { createContext, useContext, useEffect } from 'react';

/**
 * Where the prerender (src/prerender/entry-server.tsx, docs/decisions/031) collects a page's
 * title and description: it renders once to HTML, and effects do not run there.
 */
export const PageMetaSink = createContext<{ title: string; description: string } | null>(null);

/**
 * Sets the tab title and the meta description of a public page, in the current language.
 * (An effect rather than React's hoisted <title>: index.html already has both elements, and
 * updating them in place keeps exactly one of each.)
 */
export function usePageMeta(title: string, description: string) {
  const sink = useContext(PageMetaSink);
  if (sink) Object.assign(sink, { title, description });
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
