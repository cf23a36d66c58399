import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next of its own for a component test: one language, the namespaces given (their
 * contract files), texts ready at once, nothing fetched.
 */
export function testI18n(lng: string, namespaces: Record<string, object>): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    resources: { [lng]: namespaces },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}
