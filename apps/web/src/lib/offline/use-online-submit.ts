import { useCallback, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '#components/ui/toast';

/**
 * Wraps a form's submit: while offline it sends nothing and says the send needs the network and
 * that the input is kept (its draft, useFormDraft), before any field check, so the user knows at
 * once why nothing happens (docs/decisions/027-installable-app-and-offline.md).
 */
export function useOnlineSubmit() {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    <E extends FormEvent>(submit: (event: E) => unknown) =>
      (event: E) => {
        if (navigator.onLine) return void submit(event);
        event.preventDefault();
        toast.error(t('offline.needsNetwork'));
      },
    [t, toast],
  );
}
