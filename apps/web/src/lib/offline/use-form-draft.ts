import { useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DRAFT_PREFIX } from '#config/offline';

type Scalar = string | number | boolean;
const KEEP_ALL: readonly string[] = [];
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The values a form was left with (localStorage, so a reload, a lost network or the phone closing
 * the tab loses nothing), laid over its defaults; for the form's `defaultValues`. Only the fields
 * the defaults name, and only plain values.
 */
export function readDraft<T extends Record<string, unknown>>(name: string, defaults: T): T {
  try {
    const saved = JSON.parse(window.localStorage.getItem(DRAFT_PREFIX + name) ?? '{}') as Record<
      string,
      unknown
    >;
    const restored = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T & string)[]) {
      // An empty saved field keeps a default the screen gave (the truck a bid was opened for).
      if (isScalar(saved[key]) && saved[key] !== '' && typeof saved[key] === typeof defaults[key]) {
        restored[key] = saved[key] as T[typeof key];
      }
    }
    return restored;
  } catch {
    return defaults;
  }
}

/**
 * Keeps the form's draft as the user types (decision 027) and returns `clear`, for after a
 * successful send. `omit`: fields not worth keeping (uploaded files, whose previews are not kept).
 * Drafts are forgotten when the signed-in user changes (lib/offline/private-data.ts).
 */
export function useFormDraft<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<T, any, any>,
  name: string,
  omit: readonly string[] = KEEP_ALL,
) {
  const key = DRAFT_PREFIX + name;
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => {
      const kept = Object.fromEntries(
        Object.entries(values).filter(([field, value]) => !omit.includes(field) && isScalar(value)),
      );
      window.localStorage.setItem(key, JSON.stringify(kept));
    });
    return unsubscribe;
  }, [form, key, omit]);
  return useCallback(() => window.localStorage.removeItem(key), [key]);
}
