import { useEffect } from 'react';
import { BRAND_NAME } from '@lorrybazaar/contract';

/** The tab title of a signed-in screen, in the current language ("Your Truck · LorryBazaar"). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${BRAND_NAME}`;
  }, [title]);
}
