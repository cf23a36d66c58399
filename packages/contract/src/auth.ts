import { z } from 'zod';
import { ROLES, ROLE_FIELDS, ROLE_PREFIX, USER_TYPE_ID, type Role } from './roles.js';
import {
  companyOptional,
  companyRequired,
  emailOptional,
  emailRequired,
  landPhoneOptional,
  mobileSchema,
  nameOptional,
  nameRequired,
  otpSchema,
  MESSAGES,
} from './validation.js';

/** The account fields every role shares, as the server and the forms handle them. */
export interface AccountFields {
  name: string | null;
  company: string | null;
  email: string | null;
  landPhone: string | null;
}

/**
 * A role whose name and company are each optional needs one of them (the shown name, displayName):
 * an issue on the name field when both are empty.
 */
function needsNameOrCompany(role: Role, nameKey: string, companyKey: string) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if ('nameOrCompany' in ROLE_FIELDS[role] && !body[nameKey] && !body[companyKey])
      ctx.addIssue({ code: 'custom', path: [nameKey], message: MESSAGES.nameOrCompany });
  };
}

function fieldRules(role: Role) {
  const rules = ROLE_FIELDS[role];
  return {
    name: rules.nameRequired ? nameRequired : nameOptional,
    company: rules.company === 'required' ? companyRequired : companyOptional,
    email: rules.emailRequired ? emailRequired : emailOptional,
    landPhone: landPhoneOptional,
  };
}

// ---------------------------------------------------------------- send-otp

/** POST /Transpoter/send-otp and /Broker/send-otp: every modal sends `transporters_mob`. */
export const SendOtpBodySchema = z.object({ transporters_mob: mobileSchema });
export type SendOtpBody = z.input<typeof SendOtpBodySchema>;
export const SendOtpResponseSchema = z.object({
  data: z.literal(true),
  message: z.string(),
  /** Seconds until Resend is allowed. */
  resend_after: z.number().int(),
});

// ---------------------------------------------------------------- Verify-otp

export function verifyOtpBodySchema(role: Role) {
  const mob = `${ROLE_PREFIX[role]}_mob`;
  return z
    .object({ [mob]: mobileSchema, otp: otpSchema } as Record<string, typeof mobileSchema>)
    .transform((body) => ({ mobile: body[mob] as string, otp: body.otp as string }));
}
export type VerifyOtpInput = z.output<ReturnType<typeof verifyOtpBodySchema>>;

/** The role's record as Verify-otp's `data` and Register's `data` carry it (docs/api.md, Auth). */
export function roleRecord(role: Role, id: string, fields: AccountFields) {
  const p = ROLE_PREFIX[role];
  return {
    [`${p}_id`]: id,
    [`${p}_name`]: fields.name ?? '',
    ...(ROLE_FIELDS[role].company === 'none' ? {} : { company: fields.company ?? '' }),
    [`${p}_email`]: fields.email ?? '',
    [`${p}_phone`]: fields.landPhone ?? '',
  } as Record<string, string>;
}

/** Verify-otp `data` is the prefill for a known mobile: the record without its id. */
export function prefillRecord(role: Role, fields: AccountFields): Record<string, string> {
  const { [`${ROLE_PREFIX[role]}_id`]: _id, ...rest } = roleRecord(role, '', fields);
  return rest;
}

export const RoleRecordSchema = z.record(z.string(), z.string());
/** An account of another role on the same mobile (Verify-otp's `other_accounts`). */
export const OtherAccountSchema = z.object({
  role: z.enum(ROLES),
  /** The shown name: the person's name, else the company. */
  name: z.string(),
  /** That role's prefill, as `data` carries it for the asked role (what Register needs). */
  data: RoleRecordSchema,
});
export type OtherAccount = z.infer<typeof OtherAccountSchema>;

export const VerifyOtpResponseSchema = z.object({
  message: z.string(),
  data: RoleRecordSchema.optional(),
  /**
   * Additive. When the asked role has no account on this mobile but other roles have: those
   * accounts (not suspended ones), so the screen can offer to open one instead of making a
   * second, empty account. Only in this answer, after the code is right: whether a number is
   * registered is never told before (docs/decisions/041).
   */
  other_accounts: z.array(OtherAccountSchema).optional(),
});
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

// ---------------------------------------------------------------- Register

export function registerBodySchema(role: Role) {
  const p = ROLE_PREFIX[role];
  const rules = fieldRules(role);
  const shape: Record<string, z.ZodType> = {
    [`${p}_mob`]: mobileSchema,
    [`${p}_name`]: rules.name,
    [`${p}_email`]: rules.email,
    [`${p}_phone`]: rules.landPhone,
  };
  if (ROLE_FIELDS[role].company !== 'none') shape.company = rules.company;
  return z
    .object(shape)
    .superRefine(needsNameOrCompany(role, `${p}_name`, 'company'))
    .transform((body) => ({
      mobile: body[`${p}_mob`] as string,
      name: (body[`${p}_name`] as string | null) ?? null,
      company: (body.company as string | null | undefined) ?? null,
      email: (body[`${p}_email`] as string | null) ?? null,
      landPhone: (body[`${p}_phone`] as string | null) ?? null,
    }));
}
export type RegisterInput = z.output<ReturnType<typeof registerBodySchema>>;

export const SessionUserSchema = z.object({
  users_id: z.string(),
  users_name: z.string(),
  users_mobile: z.string(),
  user_types_id: z.enum([
    USER_TYPE_ID.driver,
    USER_TYPE_ID.transporter,
    USER_TYPE_ID.broker,
    USER_TYPE_ID.shipper,
  ]),
  /**
   * '1' when the account is an operator's (OPERATOR_MOBILES): the app then opens the operator
   * console after sign-in and links it in the menu (additive; docs/decisions/050).
   */
  users_operator: z.enum(['1', '']).optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const RegisterResponseSchema = z.object({
  message: z.string(),
  data: RoleRecordSchema,
  User: SessionUserSchema,
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** The name shown for a user: the person's name, else the company (a shipper may give only that). */
export const displayName = (fields: Pick<AccountFields, 'name' | 'company'>): string =>
  fields.name || fields.company || '';

export const MeResponseSchema = z.object({ data: RoleRecordSchema, User: SessionUserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------- profile-completion form

/** Form values of the profile form ("name, companyName, email, landPhone"), all strings in the form. */
export interface ProfileFormValues {
  name: string;
  companyName: string;
  email: string;
  landPhone: string;
}

/** The form's schema: the very same field rules the server applies to Register. */
export function profileFormSchema(role: Role) {
  const rules = fieldRules(role);
  return z
    .object({
      name: rules.name,
      companyName: ROLE_FIELDS[role].company === 'none' ? z.string().optional() : rules.company,
      email: rules.email,
      landPhone: rules.landPhone,
    })
    .superRefine(needsNameOrCompany(role, 'name', 'companyName'));
}

export function toRegisterBody(role: Role, mobile: string, form: ProfileFormValues): Record<string, string> {
  const p = ROLE_PREFIX[role];
  return {
    [`${p}_mob`]: mobile,
    [`${p}_name`]: form.name.trim(),
    ...(ROLE_FIELDS[role].company === 'none' ? {} : { company: form.companyName.trim() }),
    [`${p}_email`]: form.email.trim(),
    [`${p}_phone`]: form.landPhone.trim(),
  };
}

export function prefillToForm(role: Role, data: Record<string, string> | undefined): ProfileFormValues {
  const p = ROLE_PREFIX[role];
  return {
    name: data?.[`${p}_name`] ?? '',
    companyName: data?.company ?? '',
    email: data?.[`${p}_email`] ?? '',
    landPhone: data?.[`${p}_phone`] ?? '',
  };
}
