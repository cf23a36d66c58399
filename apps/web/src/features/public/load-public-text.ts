import { withText } from '#lib/i18n';
import { PUBLIC_NS } from '#config/i18n-namespaces';

/** A public route module with the `public` texts (see `withText`); other areas never fetch public.json. */
export const withPublicText = <T>(module: Promise<T>) => withText(module, PUBLIC_NS);
