/** What a stored or typed place names: its district and state, and how it is written. */
import { LANGUAGES, type Language } from '@lorrybazaar/contract';
import { tables, type ReferenceContext } from '../context.js';
import { localName, placeKey } from '../place-index.js';

/** The district a truck's location names: "Pune" or "Pune, Maharashtra", any case. */
export async function district(ctx: ReferenceContext, location: string) {
  const { districtsByName, stateIdsByName } = await tables(ctx);
  const [name = '', state] = location.split(',').map((part) => part.trim().toLowerCase());
  const named = districtsByName.get(name);
  if (!named) return undefined;
  if (!state) return named[0];
  const stateIds = stateIdsByName.get(state);
  return named.find((row) => stateIds?.has(row.stateId));
}

/**
 * The state, and the district when it names one, of a place typed or picked in any of the
 * seven languages: "Kochi, Kerala", "कोच्चि", "Kerala", "केरल". Null when it names neither.
 */
export async function placeOf(
  ctx: ReferenceContext,
  text: string,
): Promise<{ stateId: number; districtId: number | null; label: string } | null> {
  const { states, places } = await tables(ctx);
  const found = await district(ctx, places.canonical(text.trim()));
  if (found) {
    const state = states.find((row) => row.id === found.stateId)!;
    return { stateId: state.id, districtId: found.id, label: `${found.name}, ${state.name}` };
  }
  const key = placeKey(text);
  const state = states.find((row) => LANGUAGES.some((lng) => placeKey(localName(row, lng)) === key));
  return state ? { stateId: state.id, districtId: null, label: state.name } : null;
}

/**
 * How stored locations in a place look, lower-cased (decision 020: "District, State", or a
 * bare name typed before that): `ends`, what the text after the last comma may be for a
 * location in the place's state (the state, or one of its districts alone); `district`,
 * the whole text of a location in the district itself.
 */
export async function storedForms(
  ctx: ReferenceContext,
  place: { stateId: number; districtId: number | null },
) {
  const { states, districts } = await tables(ctx);
  const state = states.find((row) => row.id === place.stateId);
  if (!state) return { ends: [], district: [] };
  const inState = districts.filter((row) => row.stateId === state.id);
  const found = inState.find((row) => row.id === place.districtId);
  const lower = (text: string) => text.trim().toLowerCase();
  return {
    ends: [state.name, ...inState.map((row) => row.name)].map(lower),
    district: found ? [`${found.name}, ${state.name}`, found.name].map(lower) : [],
  };
}

/** A district's "District, State" in a language (the public tracking page names places so). */
export async function districtLabel(
  ctx: ReferenceContext,
  districtId: number,
  lng: Language,
): Promise<string | null> {
  const { districts, states } = await tables(ctx);
  const found = districts.find((row) => row.id === districtId);
  const state = found && states.find((row) => row.id === found.stateId);
  return found && state ? `${localName(found, lng)}, ${localName(state, lng)}` : null;
}

/** A stored place ("Nagpur, Maharashtra", or as typed) in a language, as getPlaceNames names it. */
export async function localPlace(ctx: ReferenceContext, place: string, lng: Language): Promise<string> {
  const found = await placeOf(ctx, place);
  if (!found?.districtId) return place;
  return (await districtLabel(ctx, found.districtId, lng)) ?? place;
}
