import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../packages/contract/locales');

/** A namespace file of a language, as the server serves it. */
export const localeFile = (language: string, namespace: string): unknown =>
  JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'));

/** One text of a namespace file, by its dotted key, with `{{name}}` values filled in. */
export function localeText(
  language: string,
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = localeFile(language, namespace);
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${language}: ${namespace}:${key} is not a text`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
