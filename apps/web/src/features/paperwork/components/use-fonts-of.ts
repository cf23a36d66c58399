import { useEffect } from 'react';
import { loadFontsOf } from '#lib/fonts';

/** The fonts of the scripts these typed texts are in (a Tamil consignee on a Hindi page). */
export function useFontsOf(...texts: (string | null | undefined)[]) {
  const joined = texts.join(' ');
  useEffect(() => loadFontsOf(joined), [joined]);
}
