import { PROFILE_NS } from '@lorrybazaar/contract';
import { withText } from '#lib/i18n';

/** A route module with the `profile` texts (locales/<lng>/profile.json; see `withText`). */
export const withProfileText = <T>(module: Promise<T>) => withText(module, PROFILE_NS);
