import { PLACES_LIMIT, type Language, type Place } from '@lorrybazaar/contract';
import { cached, tables, type Cached, type ReferenceContext } from '../context.js';
import { localName } from '../place-index.js';

/**
 * Location suggestions for text in any of the seven languages, named in the asked one;
 * `label` ("Pune, Maharashtra") stays English: it is what is stored, so every search finds it.
 */
export async function places(ctx: ReferenceContext, text: string, lng: Language): Promise<Cached<Place>> {
  if (text.length < 2) return cached([]);
  const { places } = await tables(ctx);
  return cached(
    places.search(text, PLACES_LIMIT).map(({ entry }) => {
      const district = localName(entry.district, lng);
      const state = localName(entry.state, lng);
      return {
        districts_id: String(entry.districtId),
        districts_name: district,
        states_id: String(entry.stateId),
        states_name: state,
        label: entry.label,
        local_label: `${district}, ${state}`,
      };
    }),
  );
}

/** The texts and district ids a marketplace place filter looks for (place-index.ts `filter`). */
export const placeFilter = async (
  ctx: ReferenceContext,
  text: string,
): Promise<{ terms: string[]; districtIds: number[] }> =>
  (await tables(ctx)).places.filter(text, PLACES_LIMIT);

/** How a location typed in any script is stored (place-index.ts `canonical`). */
export const storedPlace = async (ctx: ReferenceContext, text: string): Promise<string> =>
  (await tables(ctx)).places.canonical(text);
