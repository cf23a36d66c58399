import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The texts the public pages show, read from the same files the server serves. */
const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/contract/locales');

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

export function publicText(language: string): Tree {
  return JSON.parse(readFileSync(path.join(LOCALES, language, 'public.json'), 'utf8')) as Tree;
}

/** One text by its dotted key, with {{brand}} filled in. */
export function text(language: string, key: string): string {
  let node: unknown = publicText(language);
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${language}: ${key} is not a text`);
  return node.replaceAll('{{brand}}', 'LorryBazaar');
}

/** Every text of the file, flattened. */
export function allTexts(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') out.set(prefix, node);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
  };
  walk(publicText(language), '');
  return out;
}

export const LEGAL_PAGES = [
  { path: '/privacy-policy', key: 'privacy', link: 'footer.privacy' },
  { path: '/terms-and-condition', key: 'terms', link: 'footer.terms' },
  { path: '/faq', key: 'faq', link: 'footer.faq' },
  { path: '/cancellation-and-refunds', key: 'cancellation', link: 'footer.cancellation' },
  { path: '/shipping-policy', key: 'shipping', link: 'footer.shipping' },
  { path: '/pricing-policy', key: 'pricing', link: 'footer.pricing' },
  { path: '/licences', key: 'licences', link: 'footer.licences' },
] as const;

export const ROLES = ['shipper', 'driver', 'transporter', 'broker'] as const;
export const ROLE_LABEL = {
  transporter: 'Transporter',
  broker: 'Broker',
  shipper: 'Shipper',
  driver: 'Driver',
};
