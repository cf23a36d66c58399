import { useEffect } from 'react';
import { BRAND_NAME } from '@lorrybazaar/contract';

/** The tab title of a profile screen, in the current language ("Profile · LorryBazaar"). */
export function useScreenTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${BRAND_NAME}`;
  }, [title]);
}
