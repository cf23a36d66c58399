import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_MAX, PAPERWORK_MESSAGES } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { FilePicker } from '#components/ui/file-picker';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { PAPERWORK_NS } from '#config/i18n-namespaces';
import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { useSendDriverPod } from '../api/send-driver-pod';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

/** The photo of the goods: a picture the phone's camera takes (shrunk below before it is sent). */
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** A phone photo made small enough for a weak network: at most 1600 px a side, JPEG. */
async function shrink(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return file;
  const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.8));
}

/**
 * The proof of delivery on the driver's phone: who received the goods, their signature drawn in
 * the box, a photo of the goods. They become one PDF page attached to the trip (docs/decisions/039).
 */
export function PodForm({ token }: { token: string }) {
  const { t } = useTranslation(PAPERWORK_NS);
  const toast = useToast();
  const send = useSendDriverPod(token);
  const pad = useRef<SignaturePadHandle>(null);
  const [name, setName] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const signature = pad.current?.png() ?? null;
    const missing: Record<string, string> = {};
    if (!name.trim()) missing.received_by = t(PAPERWORK_MESSAGES.consigneeName);
    if (!signature) missing.signature = t(PAPERWORK_MESSAGES.signature);
    if (!photo) missing.photo = t(PAPERWORK_MESSAGES.photo);
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      const answer = await send.mutateAsync({
        receivedBy: name,
        signature: signature!,
        photo: await shrink(photo!),
      });
      toast.success(answer.message ?? t('messages.podSaved'));
    } catch (failure) {
      const issues = failure instanceof ApiError ? (failure.body?.issues ?? []) : [];
      setErrors(Object.fromEntries(issues.map((issue) => [issue.path, t(issue.code)])));
      toast.error(errorText(t, failure, 'screens.pod.failed', [PAPERWORK_NS]));
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4"
      aria-label={t('screens.pod.title')}
    >
      <TextField
        label={t('screens.pod.receivedBy')}
        value={name}
        maxLength={COMPANY_MAX}
        required
        autoComplete="off"
        error={errors.received_by}
        onChange={(event) => setName(event.target.value)}
      />
      <div>
        <div className="mb-1 flex items-center justify-between">
          <span className="text-sm font-medium text-slate-700">{t('screens.pod.signature')}</span>
          <Button variant="ghost" onClick={() => pad.current?.clear()}>
            {t('screens.pod.clear')}
          </Button>
        </div>
        <SignaturePad
          ref={pad}
          label={t('screens.pod.signHint')}
          onChange={() => setErrors((e) => ({ ...e, signature: '' }))}
        />
        <p
          className={`mt-1 text-sm ${errors.signature ? 'text-red-600' : 'text-slate-500'}`}
          role={errors.signature ? 'alert' : undefined}
        >
          {errors.signature || t('screens.pod.signHint')}
        </p>
      </div>
      <FilePicker
        label={t('screens.pod.photo')}
        file={photo}
        onChoose={(file) => {
          setPhoto(file);
          setErrors((e) => ({ ...e, photo: '' }));
        }}
        accept={PHOTO_ACCEPT}
        capture="environment"
        hint={t('translation:files.photoHint')}
        progress={null}
        error={errors.photo || undefined}
        disabled={send.isPending}
      />
      <Button type="submit" className="w-full" disabled={send.isPending}>
        {send.isPending ? t('screens.pod.sending') : t('screens.pod.send')}
      </Button>
    </form>
  );
}
