/**
 * What a chat app shows for a shared listing's link (docs/decisions/050): Open Graph tags in the
 * page's HTML, in the link's language, written here because a link preview reads no script.
 */
import { BRAND_NAME, shownDate, shownRupees, type Language, type SharedListing } from '@lorrybazaar/contract';
import { translate } from '../../lib/i18n.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The listing's title: "Coal: Nagpur → Raipur" or "Open Body truck: Nagpur → Raipur". */
export function previewTitle(listing: SharedListing, lng: Language): string {
  const route = { from: listing.pickup, to: listing.delivery };
  return listing.kind === 'load'
    ? translate(lng, 'marketplace:share.loadTitle', { ...route, material: listing.material ?? '' })
    : translate(lng, 'marketplace:share.truckTitle', { ...route, truckType: listing.truck_type });
}

/** Its line under the title: the day, the truck and, when set, the price for one truck. */
export function previewSummary(listing: SharedListing, lng: Language): string {
  const facts = {
    date: shownDate(listing.date, lng),
    truckType: listing.truck_type,
    capacity: listing.capacity,
  };
  const summary = translate(
    lng,
    listing.kind === 'load' ? 'marketplace:share.loadSummary' : 'marketplace:share.truckSummary',
    facts,
  );
  const price = listing.asking_per_truck;
  return price
    ? `${summary} · ${translate(lng, 'marketplace:screens.terms.perTruck', { amount: shownRupees(price, lng) })}`
    : summary;
}

/** The page's title (plain text) and its Open Graph tags, escaped. */
export function previewHead(listing: SharedListing | null, lng: Language, url: string, origin: string) {
  const title = listing ? previewTitle(listing, lng) : translate(lng, 'marketplace:share.notFound');
  const description = listing ? previewSummary(listing, lng) : BRAND_NAME;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', BRAND_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', `${origin}/icons/icon-512.png`],
    ['property', 'og:locale', `${lng}_IN`],
    ['name', 'twitter:card', 'summary'],
  ];
  return {
    title: escapeHtml(`${title} · ${BRAND_NAME}`),
    head: tags
      .map(([attr, name, content]) => `<meta ${attr}="${name}" content="${escapeHtml(content)}">`)
      .join(''),
  };
}
