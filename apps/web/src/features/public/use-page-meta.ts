import { useEffect } from 'react';

/**
 * Sets the tab title and the meta description of a public page, in the current language.
 * (An effect rather than React's hoisted <title>: index.html already has both elements, and
 * updating them in place keeps exactly one of each.)
 */
export function usePageMeta(title: string, description: string) {
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
