import { useTranslation } from 'react-i18next';
import { mentionsTokenFee } from '@lorrybazaar/contract';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';

/**
 * "The advance goes from the load owner to the truck at loading. Never pay anyone to get a load."
 * (docs/decisions/049): on a card whose comments speak of a token, a deposit or a fee
 * (`mentionsTokenFee`), and always in the Book Now dialog (`always`).
 */
export function TokenWarning({ comments, always = false }: { comments?: string | null; always?: boolean }) {
  const { t } = useTranslation(MARKETPLACE_NS);
  if (!always && !mentionsTokenFee(comments)) return null;
  return (
    <p
      role="note"
      className="break-words rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
      data-testid="token-warning"
    >
      {t('screens.tokenWarning')}
    </p>
  );
}
