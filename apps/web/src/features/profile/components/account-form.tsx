import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  EMAIL_MAX,
  MESSAGES,
  MOBILE_PREFIX,
  OTP_DIGITS,
  PROFILE_MESSAGES,
  ROLE_FIELDS,
  accountDetailsBodySchema,
  formatLandline,
  mobileFieldValue,
  mobileSchema,
  normaliseLandline,
  type ProfileView,
  type Role,
  type SessionRecord,
} from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Button, buttonClass } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { ApiError } from '#lib/api-client';
import { useAppDispatch } from '#lib/store';
import { errorText } from '#lib/error-text';
import { SESSION_CHECK_KEY, setRoleData } from '#lib/session/session-slice';
import { uploadFile } from '#api/upload-file';
import { profileQueryKey } from '#features/profile/api/get-profile';
import { sendMobileChangeOtp } from '#features/profile/api/send-mobile-change-otp';
import { updateAccountDetails } from '#features/profile/api/update-account-details';
import { PROFILE_NS } from '#config/i18n-namespaces';
import { Avatar } from './avatar';
import { PictureCropper } from './picture-cropper';

interface Values {
  email: string;
  mobile: string;
  otp: string;
  /** The landline as typed; the body's `land_phone` (docs/api.md, updateAccountDetails). */
  land_phone: string;
}

type Picture = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; blob: Blob; url: string };

function useCountdown(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Edit Basic Details (saved for real, not a dead form): the picture (chosen, cropped to a
 * square, uploaded as `profile_picture`), the e-mail, the landline (sent only when changed;
 * emptied, it is removed), and the phone number, which changes only with the OTP sent to the new
 * number. Saved with one call; the session record follows.
 */
export function AccountForm({ role, profile }: { role: Role; profile: ProfileView }) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: tt } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [picture, setPicture] = useState<Picture>({ kind: 'keep' });
  const [cropping, setCropping] = useState<File | null>(null);
  const [pictureProgress, setPictureProgress] = useState<number | null>(null);
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const secondsLeft = useCountdown(resendAt);

  const schema = useMemo(() => accountDetailsBodySchema(role), [role]);
  // The current number is "no change": only a new one needs its OTP. An unchanged landline is
  // not sent, so one kept from before the landline rule never stops a save.
  const landPhoneChanged = (value: string) => normaliseLandline(value) !== profile.phone;
  const resolver: Resolver<Values> = (values, context, options) =>
    (zodResolver(schema) as unknown as Resolver<Values>)(
      {
        ...values,
        mobile: values.mobile === profile.mobile ? '' : values.mobile,
        land_phone: landPhoneChanged(values.land_phone) ? values.land_phone : undefined,
      } as Values,
      context,
      options,
    );
  const form = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      email: profile.email,
      mobile: profile.mobile,
      otp: '',
      land_phone: formatLandline(profile.phone),
    },
  });
  const { errors } = form.formState;
  const mobile = useWatch({ control: form.control, name: 'mobile' });
  const mobileChanged = mobile !== profile.mobile;
  const otpShown = mobileChanged && otpSentTo === mobile;

  useEffect(() => () => void (picture.kind === 'new' && URL.revokeObjectURL(picture.url)), [picture]);

  const shownPicture =
    picture.kind === 'new' ? picture.url : picture.kind === 'remove' ? '' : profile.picture;

  const sendOtp = async () => {
    const checked = mobileSchema.safeParse(mobile);
    if (!checked.success) {
      form.setError('mobile', { message: MESSAGES.mobile });
      return;
    }
    setSending(true);
    try {
      const sent = await sendMobileChangeOtp(role, checked.data);
      setOtpSentTo(checked.data);
      setResendAt(Date.now() + sent.resend_after * 1000);
      form.setValue('otp', '');
      form.clearErrors(['mobile', 'otp']);
      toast.success(tt('profile:messages.otpSent'));
    } catch (failure) {
      const retry = failure instanceof ApiError ? failure.body?.retry_after : undefined;
      if (retry) setResendAt(Date.now() + retry * 1000);
      toast.error(errorText(tt, failure, 'profile:account.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  // `values` are the schema's output: the landline in its stored form, null when emptied.
  const onSubmit = form.handleSubmit(async (values) => {
    if (mobileChanged && !otpShown) {
      form.setError('otp', { message: PROFILE_MESSAGES.otpRequired });
      toast.error(t('account.verifyNewNumber'));
      return;
    }
    setSubmitting(true);
    try {
      let profilePicture: string | null | undefined;
      if (picture.kind === 'new') {
        const file = new File([picture.blob], 'profile-picture.jpg', { type: 'image/jpeg' });
        profilePicture = (await uploadFile('profile_picture', file, setPictureProgress)).file_id;
      } else if (picture.kind === 'remove') {
        profilePicture = null;
      }
      const saved = await updateAccountDetails(role, {
        email: values.email,
        ...(mobileChanged ? { mobile: values.mobile, otp: values.otp } : {}),
        ...(profilePicture !== undefined ? { profile_picture: profilePicture } : {}),
        ...(values.land_phone !== undefined ? { land_phone: values.land_phone } : {}),
      });
      // The session record (users_mobile, the role's e-mail) follows the account.
      dispatch(setRoleData({ ...(saved.data as Partial<SessionRecord>), ...saved.User }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey(role) }),
        queryClient.invalidateQueries({ queryKey: SESSION_CHECK_KEY }),
      ]);
      toast.success(t('account.saved'));
      navigate(paths.roleProfile(role));
    } catch (failure) {
      if (failure instanceof ApiError) {
        for (const issue of failure.body?.issues ?? []) {
          if (['email', 'mobile', 'otp', 'land_phone'].includes(issue.path)) {
            form.setError(issue.path as keyof Values, { message: issue.code });
          }
        }
        if (failure.code?.startsWith('errors.auth.otp')) form.setError('otp', { message: failure.code });
      }
      toast.error(errorText(tt, failure, 'profile:account.failed'));
    } finally {
      setSubmitting(false);
      setPictureProgress(null);
    }
  });

  const message = (key?: string) => (key ? tt(key, { defaultValue: tt('validation.invalid') }) : undefined);
  const time = `00:${String(secondsLeft).padStart(2, '0')}`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={t('account.title')}>
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('account.picture')}</legend>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar src={shownPicture} alt={t('page.pictureAlt', { name: profile.name })} size={88} />
          <div className="flex flex-wrap gap-2">
            <label
              className={`${buttonClass('secondary')} cursor-pointer focus-within:ring-2 focus-within:ring-brand-500`}
            >
              {t('account.choosePicture')}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                data-testid="picture-input"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (!file) return;
                  if (!file.type.startsWith('image/')) {
                    toast.error(tt('errors.files.imageOnly'));
                    return;
                  }
                  setCropping(file);
                }}
              />
            </label>
            {shownPicture && (
              <Button variant="ghost" onClick={() => setPicture({ kind: 'remove' })}>
                {t('account.removePicture')}
              </Button>
            )}
          </div>
        </div>
        {pictureProgress !== null && (
          <p className="text-sm text-slate-600" role="status">
            {t('account.uploadingPicture', { percent: Math.round(pictureProgress * 100) })}
          </p>
        )}
      </fieldset>

      <div className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            label={t('account.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix={MOBILE_PREFIX}
            className="flex-1"
            error={message(errors.mobile?.message)}
            {...form.register('mobile', {
              // "+91 98765 43210" pasted is the 10 digits (no maxLength to cut it first).
              onChange: (event: { target: { value: string } }) =>
                form.setValue('mobile', mobileFieldValue(event.target.value)),
            })}
          />
          <Button
            variant="secondary"
            disabled={!mobileChanged || sending || (otpSentTo === mobile && secondsLeft > 0)}
            onClick={() => void sendOtp()}
            className="sm:mb-0"
          >
            {sending
              ? t('account.sending')
              : otpSentTo === mobile && mobileChanged
                ? secondsLeft > 0
                  ? t('account.resendIn', { time })
                  : t('account.resend')
                : t('account.sendOtp')}
          </Button>
        </div>
        {mobileChanged && !otpShown && (
          <p className="text-sm text-slate-600">{t('account.verifyNewNumber')}</p>
        )}
        {otpShown && (
          <TextField
            label={t('account.otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_DIGITS}
            hint={t('account.otpSentTo', { mobile })}
            error={message(errors.otp?.message)}
            {...form.register('otp', {
              onChange: (event: { target: { value: string } }) =>
                form.setValue('otp', event.target.value.replace(/\D/g, '').slice(0, OTP_DIGITS)),
            })}
          />
        )}
        {!otpShown && errors.otp && (
          <p role="alert" className="text-sm text-red-600">
            {message(errors.otp.message)}
          </p>
        )}
      </div>

      <TextField
        label={t('account.email')}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        required={ROLE_FIELDS[role].emailRequired}
        error={message(errors.email?.message)}
        {...form.register('email')}
      />

      <TextField
        label={tt('profile.landPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="work tel"
        error={message(errors.land_phone?.message)}
        {...form.register('land_phone')}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.roleProfile(role)} className={buttonClass('ghost')}>
          {t('address.cancel')}
        </Link>
        <Button type="submit" disabled={submitting} className="sm:min-w-40">
          {submitting ? t('account.saving') : t('account.save')}
        </Button>
      </div>

      <Modal open={Boolean(cropping)} onClose={() => setCropping(null)} title={t('account.cropTitle')}>
        {cropping && (
          <PictureCropper
            file={cropping}
            onCancel={() => setCropping(null)}
            onDone={(blob) => {
              setPicture({ kind: 'new', blob, url: URL.createObjectURL(blob) });
              setCropping(null);
            }}
          />
        )}
      </Modal>
    </form>
  );
}
