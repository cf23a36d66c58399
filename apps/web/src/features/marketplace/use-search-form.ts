import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { readFilters, readPage, withFilters, withPage } from './search-params';

type Values<K extends string> = Record<K, string>;

/**
 * The state of a marketplace search form (Loads and Trucks tabs, Search Load / Search Truck):
 * the filters and page live in the address; the form edits a draft of them that follows the
 * address (Back, a "Find Load" link) and is checked on submit by the shared schema, loaded with
 * the first search so the screen itself does not carry zod. Every filter is optional.
 */
export function useSearchForm<K extends string>(
  keys: readonly K[],
  loadSchema: () => Promise<z.ZodType>,
  /** Filters a form shows with a value until the user changes it (Search Truck's No of Trucks). */
  defaults: Partial<Values<K>> = {},
) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, keys);
  const page = readPage(params);
  const base = JSON.stringify(filters);
  const fromAddress = () => ({
    base,
    values: Object.fromEntries(keys.map((key) => [key, filters?.[key] || defaults[key] || ''])) as Values<K>,
    errors: {} as Partial<Values<K>>,
  });
  const [edited, setEdited] = useState(fromAddress);
  // A new address replaces the draft (a render-time reset, no effect needed).
  const draft = edited.base === base ? edited : fromAddress();
  const schema = useRef<ReturnType<typeof loadSchema>>(undefined);

  const set = (key: K) => (value: string | number) =>
    setEdited({ ...draft, values: { ...draft.values, [key]: String(value) } });
  const error = (key: K) => (draft.errors[key] ? t(draft.errors[key]) : undefined);
  /** A filter's props for a control that reports its value (PlaceInput, TrucksField). */
  const field = (key: K) => ({ name: key, value: draft.values[key], error: error(key), onChange: set(key) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    schema.current ??= loadSchema();
    const result = (await schema.current).safeParse(draft.values);
    if (result.success) {
      setParams(withFilters(params, keys, result.data as Record<string, unknown>));
      return;
    }
    const errors: Partial<Values<K>> = {};
    for (const issue of result.error.issues) errors[issue.path[0] as K] ??= issue.message;
    setEdited({ ...draft, errors });
    const first = keys.find((key) => errors[key]);
    (form.elements.namedItem(first ?? '') as HTMLElement | null)?.focus();
  };

  return {
    filters,
    page,
    /** What the form holds now, searched or not (Save this search keeps it). */
    values: draft.values,
    field,
    /** A filter's props for a native input or select (TextField, SelectField). */
    input: (key: K) => ({
      ...field(key),
      onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    }),
    submit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    clear: () => setParams(withFilters(params, keys, null)),
    setPage: (next: number) => setParams(withPage(params, next)),
    /** How many filters narrow the list (the count on the collapsed panel). */
    active: filters ? keys.filter((key) => filters[key] && key !== 'no_of_trucks').length : 0,
  };
}
