import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX,
  PAYMENT_REFERENCE_MAX,
  TRIP_PAYMENT_KINDS,
  TripPaymentBodySchema,
  kindSign,
  typedLineRupees,
  type PaymentMethod,
  type TripPaymentKind,
} from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { SelectField } from '#components/ui/select-field';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { MONEY_NS } from '#config/i18n-namespaces';
import { errorText } from '#lib/error-text';
import { formatRupees } from '#lib/format';
import { useTripMoneyActions } from '../api/trip-money';

/** What the form starts with: empty, or a detention line the trip's waits suggest. */
export interface PaymentDraft {
  kind: TripPaymentKind | '';
  amount: string;
}

type Field = 'kind' | 'amount_rupees' | 'method' | 'reference' | 'note';

const isPayment = (kind: TripPaymentKind | '') => (PAYMENT_KINDS as readonly string[]).includes(kind);

/**
 * Records a payment, charge or deduction of the trip; the other party confirms it. A payment
 * above what is still to pay (₹50,000 typed for ₹5,000) is said first and saved on a second
 * press: paying more may be meant, a slip of a zero is likelier.
 */
export function PaymentForm({
  scheduleId,
  draft,
  stillToPay,
  onDone,
}: {
  scheduleId: string;
  draft: PaymentDraft;
  /** What is still to pay on the trip (confirmed payments counted). */
  stillToPay: number;
  onDone: () => void;
}) {
  const { t } = useTranslation(MONEY_NS);
  const toast = useToast();
  const { record } = useTripMoneyActions(scheduleId);
  const [kind, setKind] = useState<TripPaymentKind | ''>(draft.kind);
  const [amount, setAmount] = useState(draft.amount);
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  /** The kind and amount the warning of paying more was shown for; pressing Save again records them. */
  const [warned, setWarned] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { kind, amount_rupees: typedLineRupees(kind, amount), method, reference, note };
    const parsed = TripPaymentBodySchema.safeParse({ ...body, schedule_id: scheduleId });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const over = isPayment(kind) ? parsed.data.amount_rupees - stillToPay : 0;
    if (over > 0 && warned !== `${kind}:${amount}`) {
      setWarned(`${kind}:${amount}`);
      return;
    }
    try {
      const answer = await record.mutateAsync(body as never);
      toast.success(answer.message ?? t('messages.recorded'));
      onDone();
    } catch (failure) {
      toast.error(errorText(t, failure, 'card.failed', [MONEY_NS]));
    }
  };
  const error = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  const deduction = kind !== '' && kindSign(kind) < 0;
  const warning =
    warned === `${kind}:${amount}`
      ? t('form.overWarning', {
          over: formatRupees(typedLineRupees(kind, amount) - stillToPay),
          left: formatRupees(stillToPay),
        })
      : undefined;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 rounded-xl bg-slate-50 p-3"
      aria-label={t('card.record')}
      data-testid="payment-form"
    >
      <SelectField
        label={t('form.kind')}
        placeholder={t('form.kind')}
        options={TRIP_PAYMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={kind}
        onChange={(event) => setKind(event.target.value as TripPaymentKind | '')}
        error={error('kind')}
        required
        name="kind"
      />
      <TextField
        label={t('form.amount')}
        inputMode={kind === 'other' ? 'text' : 'numeric'}
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={deduction ? t('form.deductionHint') : undefined}
        prefix={deduction ? '−₹' : '₹'}
        error={error('amount_rupees')}
        required
        name="amount_rupees"
      />
      <SelectField
        label={t('form.method')}
        placeholder={t('form.method')}
        options={PAYMENT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod | '')}
        error={error('method')}
        required
        name="method"
      />
      <TextField
        label={t('form.reference')}
        maxLength={PAYMENT_REFERENCE_MAX}
        autoComplete="off"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={error('reference')}
        name="reference"
      />
      <TextField
        label={t('form.note')}
        maxLength={PAYMENT_NOTE_MAX}
        autoComplete="off"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={error('note')}
        name="note"
      />
      {warning && (
        // Beside the button pressed again, said aloud, in the colour of a warning.
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900"
          data-testid="payment-over"
        >
          {warning}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={record.isPending}>
          {t('form.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
