/**
 * Matching GeoNames' postal districts to ours (postal-centroids.ts; decision 040). India Post's
 * district names are older and spelt otherwise than the state lists our districts come from
 * (Gurgaon for Gurugram, Cuddapah for YSR Kadapa), and about a hundred of our districts were
 * carved out after its directory was made. So: the same name within the state after
 * normalising; else a reviewed alias; else the same spelling skeleton (vowel lengths, aspirates
 * and doubled letters dropped). A district still unmatched gets the median point of the places
 * (post offices or sub-districts) named like it or like its headquarters, when there are any.
 */

export interface GeoPlace {
  pin: string;
  place: string;
  state: string;
  district: string;
  subDistrict: string;
  lat: number;
  lng: number;
  accuracy: number;
}
export interface OurDistrict {
  id: number;
  stateId: number;
  name: string;
}
export interface Centroid {
  districtId: number;
  label: string;
  lat: number;
  lng: number;
  source: 'postal' | 'place' | 'parent' | 'manual';
  count: number;
}

/** GeoNames' state names that differ from ours. Ladakh's districts are under Jammu & Kashmir there. */
const STATE_ALIASES: Record<string, string[]> = {
  'andaman and nicobar islands': ['andaman and nicobar islands'],
  chhattisgarh: ['chattisgarh'],
  puducherry: ['pondicherry'],
  ladakh: ['jammu and kashmir'],
  telangana: ['telangana', 'andhra pradesh'],
  'andhra pradesh': ['andhra pradesh', 'telangana'],
};

/**
 * Our district (by state, normalised) → GeoNames names that mean it: renamed districts and
 * India Post's spellings. Reviewed by hand against each state's list; a name here must be a
 * district of GeoNames in the same state (the report lists aliases that found nothing).
 */
export const DISTRICT_ALIASES: Record<string, string[]> = {
  'andhra pradesh|ysr kadapa': ['cuddapah'],
  'assam|dima hasao': ['north cachar hills'],
  'assam|morigaon': ['marigaon'],
  'assam|sivasagar': ['sibsagar'],
  'assam|sribhumi': ['karimganj'],
  'chhattisgarh|kabirdham': ['kawardha'],
  'gujarat|dang': ['the dangs'],
  'gujarat|kutch': ['kachchh'],
  'gujarat|mehsana': ['mahesana'],
  'gujarat|panchmahal': ['panch mahals'],
  'haryana|gurugram': ['gurgaon'],
  'himachal pradesh|lahaul and spiti': ['lahul and spiti'],
  'jammu and kashmir|bandipora': ['bandipur'],
  'jammu and kashmir|rajouri': ['rajauri'],
  'jharkhand|giridih': ['giridh'],
  'jharkhand|sahebganj': ['sahibganj'],
  'karnataka|bengaluru urban': ['bengaluru'],
  'karnataka|bengaluru rural': ['bangalore rural'],
  'karnataka|bengaluru south': ['ramanagar'],
  'karnataka|chamarajanagar': ['chamrajnagar'],
  'karnataka|davanagere': ['davangere'],
  'kerala|kasaragod': ['kasargod'],
  'madhya pradesh|khandwa': ['east nimar'],
  'madhya pradesh|khargone': ['west nimar'],
  'madhya pradesh|narmadapuram': ['hoshangabad'],
  'maharashtra|ahilyanagar': ['ahmed nagar'],
  'maharashtra|chhatrapati sambhajinagar': ['aurangabad'],
  'maharashtra|dharashiv': ['osmanabad'],
  'maharashtra|mumbai city': ['mumbai'],
  'maharashtra|raigad': ['raigarh'],
  'manipur|jiribam': ['jaribam'],
  'meghalaya|west jaintia hills': ['jaintia hills'],
  'mizoram|siaha': ['saiha'],
  'odisha|balasore': ['baleswar'],
  'odisha|deogarh': ['debagarh'],
  'odisha|jagatsinghpur': ['jagatsinghapur'],
  'odisha|jajpur': ['jajapur'],
  'odisha|keonjhar': ['kendujhar', 'keonjhargarh'],
  'odisha|nabarangpur': ['nabarangapur'],
  'odisha|subarnapur': ['sonapur'],
  'odisha|sundargarh': ['sundergarh'],
  'puducherry|puducherry': ['pondicherry'],
  'punjab|ferozepur': ['firozpur'],
  'punjab|rupnagar': ['ropar'],
  'punjab|sri muktsar sahib': ['muktsar'],
  'rajasthan|jhunjhunu': ['jhujhunu'],
  'rajasthan|sri ganganagar': ['ganganagar'],
  'sikkim|gangtok': ['east sikkim'],
  'sikkim|gyalshing': ['west sikkim'],
  'sikkim|mangan': ['north sikkim'],
  'sikkim|namchi': ['south sikkim'],
  'tamil nadu|thoothukudi': ['tuticorin'],
  'telangana|jayashankar bhupalpally': ['jayashankar'],
  'telangana|ranga reddy': ['k v rangareddy'],
  'tripura|gomati': ['gomti'],
  'uttar pradesh|amroha': ['jyotiba phule nagar'],
  'uttar pradesh|ayodhya': ['faizabad'],
  'uttar pradesh|bhadohi': ['sant ravidas nagar'],
  'uttar pradesh|lakhimpur kheri': ['kheri'],
  'uttar pradesh|prayagraj': ['allahabad'],
  'west bengal|dakshin dinajpur': ['south dinajpur'],
  'west bengal|purba bardhaman': ['burdwan'],
  'west bengal|paschim medinipur': ['west midnapore'],
  'west bengal|purba medinipur': ['east midnapore'],
  'west bengal|uttar dinajpur': ['north dinajpur'],
};

/**
 * Headquarters (or a main town) of districts carved out after India Post's directory: their
 * centroid falls back to the places named like this. Reviewed by hand.
 */
export const HEADQUARTERS: Record<string, string[]> = {
  'andhra pradesh|alluri sitharama raju': ['paderu'],
  'andhra pradesh|anakapalli': ['anakapalle'],
  'andhra pradesh|annamayya': ['rayachoti'],
  'andhra pradesh|konaseema': ['amalapuram'],
  'andhra pradesh|markapuram': ['markapur'],
  'andhra pradesh|ntr': ['vijayawada'],
  'andhra pradesh|palnadu': ['narasaraopet'],
  'andhra pradesh|parvathipuram manyam': ['parvathipuram'],
  'andhra pradesh|polavaram': ['rampachodavaram'],
  'andhra pradesh|sri sathya sai': ['puttaparthi'],
  'arunachal pradesh|anjaw': ['hawai'],
  'arunachal pradesh|itanagar capital complex': ['itanagar'],
  'arunachal pradesh|kamle': ['raga'],
  'arunachal pradesh|keyi panyor': ['yachuli'],
  'arunachal pradesh|kra daadi': ['jamin', 'palin'],
  'arunachal pradesh|lepa rada': ['basar'],
  'arunachal pradesh|lower siang': ['likabali'],
  'arunachal pradesh|shi yomi': ['tato', 'mechuka'],
  'arunachal pradesh|siang': ['boleng', 'pangin'],
  'assam|baksa': ['mushalpur', 'salbari'],
  'assam|biswanath': ['biswanathghat'],
  'assam|charaideo': ['sonari'],
  'assam|chirang': ['kajalgaon', 'bijni'],
  'assam|kamrup metropolitan': ['guwahati', 'dispur'],
  'assam|south salmara mankachar': ['hatsingimari', 'mankachar', 'south salmara'],
  'assam|west karbi anglong': ['hamren'],
  'chhattisgarh|gaurela pendra marwahi': ['gaurela', 'pendra', 'marwahi'],
  'chhattisgarh|khairagarh chhuikhadan gandai': ['khairagarh', 'chhuikhadan', 'gandai'],
  'chhattisgarh|manendragarh chirmiri bharatpur': ['manendragarh', 'chirmiri'],
  'chhattisgarh|mohla manpur ambagarh chowki': ['mohla', 'manpur', 'ambagarh chowki'],
  'chhattisgarh|sarangarh bilaigarh': ['sarangarh', 'bilaigarh'],
  'delhi|south east delhi': ['defence colony', 'kalkaji', 'sarita vihar'],
  'goa|kushavati': ['quepem'],
  'gujarat|aravalli': ['modasa'],
  'gujarat|chhota udaipur': ['chhota udepur', 'chhotaudepur'],
  'gujarat|devbhoomi dwarka': ['khambhalia', 'dwarka'],
  'gujarat|mahisagar': ['lunawada'],
  'gujarat|vav tharad': ['tharad', 'vav'],
  'karnataka|vijayanagara': ['hospet', 'hosapete'],
  'maharashtra|mumbai suburban': ['bandra', 'andheri', 'borivali', 'kurla'],
  'manipur|kamjong': ['kasom khullen'],
  'meghalaya|east jaintia hills': ['khliehriat'],
  'meghalaya|eastern west khasi hills': ['mairang'],
  'meghalaya|north garo hills': ['resubelpara'],
  'meghalaya|south west garo hills': ['ampati'],
  'meghalaya|south west khasi hills': ['mawkyrwat'],
  'nagaland|chumoukedima': ['chumukedima', 'chumoukedima'],
  'rajasthan|didwana kuchaman': ['didwana', 'kuchaman city'],
  'rajasthan|khairthal tijara': ['khairthal', 'tijara'],
  'rajasthan|kotputli behror': ['kotputli', 'behror'],
  'rajasthan|salumbar': ['salumber', 'salumbar'],
  'tamil nadu|ranipet': ['walajapet', 'walaja', 'arcot'],
  'telangana|bhadradri kothagudem': ['kothagudem'],
  'telangana|hanumakonda': ['hanamkonda'],
  'telangana|jogulamba gadwal': ['gadwal'],
  'telangana|komaram bheem asifabad': ['asifabad'],
  'telangana|medchal malkajgiri': ['medchal', 'malkajgiri'],
  'telangana|yadadri bhuvanagiri': ['bhongir', 'bhuvanagiri'],
  'tripura|unakoti': ['kailashahar'],
};

/**
 * Districts whose postal points are wrong in the data (every Leh post office carries Kargil's
 * point; Yanam's carries Puducherry's, 800 km away): the headquarters' own coordinates.
 */
export const OVERRIDES: Record<string, { lat: number; lng: number }> = {
  'ladakh|leh': { lat: 34.1642, lng: 77.5848 },
  'puducherry|yanam': { lat: 16.7333, lng: 82.2167 },
};

/**
 * Districts the postal data does not reach by any name (carved out recently, their towns not yet
 * post offices of their own): the centroid of the district they were carved from.
 */
export const PARENTS: Record<string, string> = {
  'arunachal pradesh|bichom': 'West Kameng',
  'arunachal pradesh|pakke kessang': 'East Kameng',
  'assam|tamulpur': 'Baksa',
  'nagaland|niuland': 'Dimapur',
};

/** Lower case, ASCII letters and spaces, `&` as "and", without "district" or brackets' content. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/\bdistrict\b|\bdist\b/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How a name sounds, more or less: what transliterations of one Indian name share. */
export function skeleton(name: string): string {
  return normaliseName(name)
    .replace(/ /g, '')
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ee|ii|y/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/(.)\1+/g, '$1')
    .replace(/[aeiou]+$/, '')
    .replace(/m$/, '');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function matchDistricts(places: GeoPlace[], districts: OurDistrict[], states: Map<number, string>) {
  const key = (state: string, district: string) => `${normaliseName(state)}|${normaliseName(district)}`;
  // GeoNames districts by state, with their places.
  const geo = new Map<string, GeoPlace[]>();
  for (const place of places) {
    const k = key(place.state, place.district);
    geo.set(k, [...(geo.get(k) ?? []), place]);
  }
  const geoStates = (stateId: number) => {
    const ours = normaliseName(states.get(stateId)!);
    return STATE_ALIASES[ours] ?? [ours];
  };

  const matched = new Map<number, string[]>();
  const owner = new Map<string, number>();
  const notes: string[] = [];
  const claim = (district: OurDistrict, keys: string[], how: string) => {
    const fresh = keys.filter((k) => geo.has(k) && !owner.has(k));
    if (!fresh.length) return false;
    matched.set(district.id, [...(matched.get(district.id) ?? []), ...fresh]);
    for (const k of fresh) owner.set(k, district.id);
    if (how) notes.push(`${district.id} ${labelOf(district)} ← ${fresh.join(' + ')} (${how})`);
    return true;
  };
  const labelOf = (d: OurDistrict) => `${d.name}, ${states.get(d.stateId)}`;
  const ourKey = (d: OurDistrict) => `${normaliseName(states.get(d.stateId)!)}|${normaliseName(d.name)}`;
  const candidates = (district: OurDistrict, names: string[]) =>
    geoStates(district.stateId).flatMap((state) => names.map((name) => key(state, name)));

  // Exact names first, everywhere, so a variant never takes a name another district owns; then
  // the aliases (also for a district matched already: India Post has some under two names).
  for (const d of districts) claim(d, candidates(d, [d.name]).slice(0, 1), '');
  for (const d of districts) claim(d, candidates(d, DISTRICT_ALIASES[ourKey(d)] ?? []), 'alias');
  for (const d of districts.filter((d) => !matched.has(d.id))) {
    const sk = skeleton(d.name);
    const keys = geoStates(d.stateId).flatMap((state) =>
      [...geo.keys()].filter((k) => k.startsWith(`${state}|`) && skeleton(k.split('|')[1]!) === sk),
    );
    claim(d, keys, 'spelling');
  }

  const centroids: Centroid[] = [];
  const add = (d: OurDistrict, points: { lat: number; lng: number }[], source: Centroid['source']) =>
    centroids.push({
      districtId: d.id,
      label: labelOf(d),
      lat: median(points.map((p) => p.lat)),
      lng: median(points.map((p) => p.lng)),
      source,
      count: points.length,
    });
  for (const d of districts) {
    const keys = matched.get(d.id);
    if (keys) add(d, pinPoints(keys.flatMap((k) => geo.get(k)!)), 'postal');
  }
  // The fallback: places of the same state (GeoNames' spelling of it) named like the district
  // or its headquarters, as a post office or a sub-district.
  for (const d of districts.filter((d) => !matched.has(d.id))) {
    const names = new Set([d.name, ...(HEADQUARTERS[ourKey(d)] ?? [])].map(normaliseName));
    const inState = new Set(geoStates(d.stateId));
    const found = places.filter(
      (p) =>
        inState.has(normaliseName(p.state)) &&
        (names.has(normaliseName(p.place)) || names.has(normaliseName(p.subDistrict))),
    );
    if (found.length) add(d, found, 'place');
  }
  for (const d of districts.filter((d) => OVERRIDES[ourKey(d)])) {
    const at = centroids.findIndex((c) => c.districtId === d.id);
    if (at >= 0) centroids.splice(at, 1);
    add(d, [OVERRIDES[ourKey(d)]!], 'manual');
  }
  // The last resort: the district it was carved from.
  for (const d of districts.filter((d) => PARENTS[ourKey(d)])) {
    const parent = districts.find((p) => p.stateId === d.stateId && p.name === PARENTS[ourKey(d)]);
    const point = centroids.find((c) => c.districtId === parent?.id);
    if (point && !centroids.some((c) => c.districtId === d.id)) add(d, [point], 'parent');
  }

  return {
    matched,
    notes,
    centroids,
    unused: [...geo.keys()].filter((k) => !owner.has(k)),
    districtOfPlace: (place: GeoPlace) => owner.get(key(place.state, place.district)),
  };
}

/** One point per PIN (the median of its places), so a PIN with many post offices weighs as one. */
function pinPoints(places: GeoPlace[]) {
  const byPin = new Map<string, GeoPlace[]>();
  for (const p of places) byPin.set(p.pin, [...(byPin.get(p.pin) ?? []), p]);
  return [...byPin.values()].map((list) => ({
    lat: median(list.map((p) => p.lat)),
    lng: median(list.map((p) => p.lng)),
  }));
}
