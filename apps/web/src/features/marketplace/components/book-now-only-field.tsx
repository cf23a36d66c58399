import { useTranslation } from 'react-i18next';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';

/** "Book Now only": the search lists only loads or trucks that may be booked at once. */
export function BookNowOnlyField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        name="book_now"
        className="h-5 w-5"
        checked={value === 'true'}
        onChange={(event) => onChange(event.target.checked ? 'true' : '')}
        data-testid="book-now-only"
      />
      {t('screens.priceTerms.bookNowOnly')}
    </label>
  );
}
