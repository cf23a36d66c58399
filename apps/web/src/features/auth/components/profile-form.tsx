import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  ROLE_FIELDS,
  prefillToForm,
  profileFormSchema,
  type ProfileFormValues,
  type Role,
} from '@lorrybazaar/contract';
import { paths } from '#config/paths';
import { Button } from '#components/ui/button';
import { TextField } from '#components/ui/text-field';
import { useToast } from '#components/ui/toast';
import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { keepNext } from '#lib/after-sign-in';
import { useFinishSignIn } from '#features/auth/use-finish-sign-in';

/** The form field of a Register body field (`transporters_name` → `name`, `company` → `companyName`). */
function formField(bodyPath: string): keyof ProfileFormValues | null {
  if (bodyPath === 'company') return 'companyName';
  const suffix = bodyPath.split('_').pop();
  return suffix === 'name' ? 'name' : suffix === 'email' ? 'email' : suffix === 'phone' ? 'landPhone' : null;
}

/**
 * "Let's finish setting up your profile" (docs/decisions/018): the fields of the role, checked
 * live and on Proceed by the same zod rules the server applies to Register.
 */
export function ProfileForm({
  role,
  mobile,
  prefill,
}: {
  role: Role;
  mobile: string;
  prefill: Record<string, string> | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const finishSignIn = useFinishSignIn(role);
  const [submitting, setSubmitting] = useState(false);
  const rules = ROLE_FIELDS[role];
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema(role)) as never,
    mode: 'onChange',
    defaultValues: prefillToForm(role, prefill ?? undefined),
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async () => {
    setSubmitting(true);
    try {
      await finishSignIn(mobile, form.getValues());
      toast.success(t('profile.registered'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400 && failure.body?.issues?.length) {
        for (const issue of failure.body.issues) {
          const field = formField(issue.path);
          if (field) form.setError(field, { message: issue.code });
        }
      }
      toast.error(errorText(t, failure, 'profile.failed'));
      if (failure instanceof ApiError && failure.status === 401) {
        navigate(
          { pathname: paths.home, search: keepNext(search) },
          { replace: true, state: { signIn: role } },
        );
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('profile.name')}
        autoComplete="name"
        required={rules.nameRequired}
        error={message(errors.name?.message)}
        {...form.register('name')}
      />
      {rules.company !== 'none' && (
        <TextField
          label={t('profile.company')}
          autoComplete="organization"
          required={rules.company === 'required'}
          error={message(errors.companyName?.message)}
          {...form.register('companyName')}
        />
      )}
      <TextField
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        required={rules.emailRequired}
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      {/* Taken as people write it, "(080) 4718-2020" or "+91 80 4718 2020": no maxLength to cut it,
          a keypad with + and - (decision 018, amended 2026-11-29). */}
      <TextField
        label={t('profile.landPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="work tel"
        error={message(errors.landPhone?.message)}
        {...form.register('landPhone')}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t('common.saving') : t('profile.proceed')}
      </Button>
    </form>
  );
}
