import { paths } from '#config/paths';

/** Dates stated on the policy pages; the pricing policy takes effect on 01/06/2025. */
export const POLICY_DATES = {
  lastUpdated: '01/06/2025',
  pricingEffective: '01/06/2025',
} as const;

/**
 * The © year: the current one. A prerendered page says the year it was built (the server
 * snapshot, which hydration must match) and the browser's year once hydrated, so a page built in
 * December reads right in January without a rebuild.
 */
export const copyrightYear = {
  subscribe: () => () => {},
  current: () => new Date().getFullYear(),
  built: () => __BUILD_YEAR__,
};

/** The six legal and help pages, in footer order; `page` is their key under `pages` in public.json. */
export const LEGAL_PAGES = [
  { page: 'privacy', to: paths.legal.privacy, label: 'footer.privacy' },
  { page: 'terms', to: paths.legal.terms, label: 'footer.terms' },
  { page: 'faq', to: paths.legal.faq, label: 'footer.faq' },
  { page: 'cancellation', to: paths.legal.cancellation, label: 'footer.cancellation' },
  { page: 'shipping', to: paths.legal.shipping, label: 'footer.shipping' },
  { page: 'pricing', to: paths.legal.pricing, label: 'footer.pricing' },
  { page: 'licences', to: paths.legal.licences, label: 'footer.licences' },
] as const;

export type PolicyPage = Exclude<(typeof LEGAL_PAGES)[number]['page'], 'faq'>;

export type PolicySection = { heading: string; body: string[]; items?: string[] };

export type PolicyContent = {
  title: string;
  description: string;
  intro: string[];
  sections: PolicySection[];
};

export type FaqContent = {
  title: string;
  description: string;
  intro: string[];
  items: { q: string; a: string }[];
  moreTitle: string;
};
