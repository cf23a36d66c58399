import { z } from 'zod';
import { gstinProblem, type GstinProblem } from './gstin.js';
import { optionalPincode } from './pincode-schema.js';
import { REVIEW_REASONS } from './report-reasons.js';
import { ROLE_FIELDS, ROLE_PREFIX, USER_TYPE_ID, type Role } from './roles.js';
import { DOCUMENT_TYPE_NAME, ROLE_DOCUMENT_TYPES, type DocumentTypeId } from './profile-view.js';
import {
  MESSAGES,
  emailOptional,
  emailRequired,
  landPhoneOptional,
  mobileSchema,
  otpSchema,
} from './validation.js';

export * from './gstin.js';
export * from './pincode.js';

/**
 * Profiles, addresses, documents and account details (docs/api.md, Profiles and documents).
 *
 * Calls (all under /api; `{Area}` is Transpoter, Broker, Shipper or Driver and must be the
 * caller's own role, else 403):
 *
 * | call | body / query | answer |
 * |---|---|---|
 * | GET /Transpoter/getTransporterById, /Broker/getBrokerById, /Shipper/getShipperById, /Driver/getDriverById | `{prefix}_id` (optional: absent = the caller) | 200 `{ data }`: the owner's full record (`visibility: 'owner'`), or another user's public card (`visibility: 'public'`); 404 when no user of that role has the id |
 * | POST /Transpoter/updateTransporterBasicDetails, PATCH /Broker/UpdateBrokerProfile, /Shipper/UpdateShipperProfile, /Driver/UpdateDriverBasicDetails | `UpdateAddressBody` | 200 `{ message, data }` (the owner's record) |
 * | POST /Transpoter/updateTransporterDocumentsDetails, /Broker/insertBrokerProfileDoc, /Shipper/InsertShipperDocs, /Driver/InsertDriverDocs | `DocumentsBody` | 201 `{ message, data }` (the owner's record) |
 * | POST /{Area}/sendMobileChangeOtp | `{ mobile }` (the new number) | 200 `{ data: true, message, resend_after }` |
 * | POST /{Area}/updateAccountDetails | `AccountDetailsBody` | 200 `{ message, data, User }` (record and session user, as Me) |
 *
 * The public card is what another signed-in user may know of someone: name, company, role,
 * verification and member-since date. Address, GSTIN, contact details, picture and documents
 * are the owner's only; document and picture links are signed for the owner's session.
 */

export const ADDRESS_LINE_MAX = 150;

/** Message keys of the `profile` namespace (every language has them). */
export const PROFILE_MESSAGES = {
  addressLine: 'profile:validation.addressLine',
  state: 'profile:validation.state',
  district: 'profile:validation.district',
  districtNotInState: 'profile:validation.districtNotInState',
  gstinState: 'profile:validation.gstinState',
  pincode: 'profile:validation.pincode',
  pincodeState: 'profile:validation.pincodeState',
  gstin: {
    length: 'profile:validation.gstinLength',
    format: 'profile:validation.gstinFormat',
    stateCode: 'profile:validation.gstinStateCode',
    checksum: 'profile:validation.gstinChecksum',
  } satisfies Record<GstinProblem, string>,
  documents: 'profile:validation.documents',
  documentType: 'profile:validation.documentType',
  documentFile: 'profile:validation.documentFile',
  documentTwice: 'profile:validation.documentTwice',
  picture: 'profile:validation.picture',
  otpRequired: 'profile:validation.otpRequired',
} as const;

// ---------------------------------------------------------------- documents

/**
 * Status of a document (the project's codes; a smallint in the database, a
 * string on the wire). With DRIVER_VERIFICATION=auto an upload is approved at once
 * (docs/decisions/010-document-verification.md).
 */
export const DOCUMENT_STATUS = {
  pending: '1',
  approved: '2',
  rejected: '3',
} as const;
export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];
export const documentStatusName = (status: DocumentStatus): keyof typeof DOCUMENT_STATUS =>
  (Object.keys(DOCUMENT_STATUS) as (keyof typeof DOCUMENT_STATUS)[]).find(
    (name) => DOCUMENT_STATUS[name] === status,
  )!;

/** The contract's field names of each role's documents call. */
export const DOCUMENT_BODY_FIELDS = {
  transporter: { id: 'transporters_id', docs: 'transporter_docs' },
  broker: { id: 'brokers_id', docs: 'brokers_docs' },
  shipper: { id: 'shippers_id', docs: 'shippers_doc' },
  driver: { id: 'drivers_id', docs: 'drivers_doc' },
} as const satisfies Record<Role, { id: string; docs: string }>;

// ---------------------------------------------------------------- field rules

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_PATTERN = /^[1-9][0-9]{0,14}$/;

/** The largest id of a reference table (state, district, document type: integer columns). */
const MAX_REFERENCE_ID = 2_147_483_647;

/** A required reference id: a positive integer, as a number or a numeric string (docs/api.md). */
const requiredId = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = String(value).trim();
    if (!ID_PATTERN.test(text) || Number(text) > MAX_REFERENCE_ID) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(text);
  });

/** The body's owner id (`transporter_id`, `drivers_id` …): absent, empty or null mean "myself". */
const ownerId = z
  .union([z.number(), z.string(), z.null()], { error: MESSAGES.invalid })
  .optional()
  .transform((value, ctx) => {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (!text) return null;
    if (!ID_PATTERN.test(text)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalid });
      return z.NEVER;
    }
    return Number(text);
  });

const textInput = z.string({
  error: (issue) =>
    issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalid,
});

// Control characters (line breaks included) have no place in one address line.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export const addressLineSchema = textInput
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .max(ADDRESS_LINE_MAX, { error: PROFILE_MESSAGES.addressLine, abort: true })
  .refine((value) => !CONTROL.test(value), { error: MESSAGES.invalid });

/** The second address line is optional: empty, null or missing become null. */
export const addressLineOptional = z
  .string({ error: MESSAGES.invalid })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .pipe(
    z
      .string()
      .max(ADDRESS_LINE_MAX, { error: PROFILE_MESSAGES.addressLine, abort: true })
      .refine((value) => !CONTROL.test(value), { error: MESSAGES.invalid })
      .nullable(),
  );

/** PIN code of an address (pincode-schema.ts); its state is checked by the server and the form. */
export const pincodeOptional = optionalPincode(PROFILE_MESSAGES.pincode);

/** Spaces and dashes people type between the parts are dropped; letters are upper-cased. */
const normaliseGstin = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
const gstinRule = z.string().superRefine((value, ctx) => {
  const problem = gstinProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.gstin[problem] });
});

export const gstinOptional = z
  .string({ error: MESSAGES.invalid })
  .nullish()
  .transform((value) => (value ? normaliseGstin(value) : '') || null)
  .pipe(gstinRule.nullable());

// ---------------------------------------------------------------- address (Edit Profile)

/**
 * Body of the four address calls and the Edit Profile form ("Basic Address Details").
 * `transporter_id` keeps the contract's name for every role; it may only name the caller.
 * Address line 2, GSTIN and PIN code are optional for every role (small operators are not
 * registered for GST; docs/decisions/018-names-and-addresses.md), but a GSTIN or PIN given is
 * checked, and its state must be the chosen one (by the server against the state's code, and
 * by the form once a state is chosen). The same schema for every role; `role` is kept so the
 * callers need not change.
 */
export function updateAddressBodySchema(_role?: Role) {
  return z.object({
    addressline1: addressLineSchema,
    addressline2: addressLineOptional,
    state_id: requiredId(PROFILE_MESSAGES.state),
    district_id: requiredId(PROFILE_MESSAGES.district),
    pincode: pincodeOptional,
    transporter_id: ownerId,
    gstin: gstinOptional,
  });
}
export type UpdateAddressBody = z.input<ReturnType<typeof updateAddressBodySchema>>;
export type UpdateAddressInput = z.output<ReturnType<typeof updateAddressBodySchema>>;

// ---------------------------------------------------------------- documents (Edit Documents)

export const documentEntrySchema = (role: Role) =>
  z.object({
    /** Ignored: the server records the type's own name (the first client sent wrong names). */
    name: z.string().max(100).nullish(),
    type_id: requiredId(PROFILE_MESSAGES.documentType).refine(
      (id) => (ROLE_DOCUMENT_TYPES[role] as readonly number[]).includes(id),
      { error: PROFILE_MESSAGES.documentType },
    ),
    /** An uploaded file id (purpose `document`) of the caller. */
    image: z.string({ error: PROFILE_MESSAGES.documentFile }).trim().regex(UUID_PATTERN, {
      error: PROFILE_MESSAGES.documentFile,
    }),
  });

/**
 * Body of the four documents calls: one or both of the role's documents. A new file of a type
 * replaces the current one; the old record is kept (not current) for the audit trail.
 */
export function documentsBodySchema(role: Role) {
  const fields = DOCUMENT_BODY_FIELDS[role];
  return z
    .object({
      [fields.id]: ownerId,
      [fields.docs]: z
        .array(documentEntrySchema(role), { error: PROFILE_MESSAGES.documents })
        .min(1, { error: PROFILE_MESSAGES.documents })
        .max(2, { error: PROFILE_MESSAGES.documents }),
    } as { id: typeof ownerId; docs: z.ZodArray<ReturnType<typeof documentEntrySchema>> })
    .superRefine((body, ctx) => {
      const docs = (body as unknown as Record<string, { type_id: number }[]>)[fields.docs] ?? [];
      docs.forEach((doc, index) => {
        if (docs.findIndex((other) => other.type_id === doc.type_id) !== index) {
          ctx.addIssue({
            code: 'custom',
            path: [fields.docs, index, 'type_id'],
            message: PROFILE_MESSAGES.documentTwice,
          });
        }
      });
    })
    .transform((body) => {
      const raw = body as unknown as Record<string, unknown>;
      return {
        ownerId: raw[fields.id] as number | null,
        docs: raw[fields.docs] as { type_id: number; image: string }[],
      };
    });
}
export type DocumentsInput = z.output<ReturnType<typeof documentsBodySchema>>;
export interface DocumentEntryBody {
  name: string;
  type_id: string | number;
  image: string;
}

/** The documents body as the Edit Documents screen sends it. */
export function toDocumentsBody(
  role: Role,
  ownerIdValue: string,
  files: { typeId: DocumentTypeId; fileId: string }[],
): Record<string, unknown> {
  const fields = DOCUMENT_BODY_FIELDS[role];
  return {
    [fields.id]: ownerIdValue,
    [fields.docs]: files.map((file): DocumentEntryBody => ({
      name: DOCUMENT_TYPE_NAME[file.typeId],
      type_id: String(file.typeId),
      image: file.fileId,
    })),
  };
}

// ---------------------------------------------------------------- account details (Edit Basic Details)

/** POST /{Area}/sendMobileChangeOtp: a code to the NEW number, under the sign-in limits. */
export const SendMobileChangeOtpBodySchema = z.object({ mobile: mobileSchema });
export type SendMobileChangeOtpBody = z.input<typeof SendMobileChangeOtpBodySchema>;

const optionalText = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string({ error: MESSAGES.invalid })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(schema.optional());

/**
 * POST /{Area}/updateAccountDetails. `email` is required for drivers, else
 * optional (empty clears it). `profile_picture`: an uploaded file id (purpose
 * `profile_picture`, images only), null or '' to remove it, absent to keep it. `mobile` (only
 * when it changes) needs the `otp` sent to that new number by sendMobileChangeOtp. `land_phone`
 * (additive, every role): the landline as people write it, stored as "08047182020"
 * (landPhoneOptional); null or '' clears it, absent keeps it (so a client that never sends it
 * loses nothing).
 */
export function accountDetailsBodySchema(role: Role) {
  return z
    .object({
      email: ROLE_FIELDS[role].emailRequired ? emailRequired : emailOptional,
      profile_picture: z
        .union([z.string(), z.null()], { error: PROFILE_MESSAGES.picture })
        .optional()
        .transform((value, ctx) => {
          if (value === undefined) return undefined;
          const text = (value ?? '').trim();
          if (!text) return null;
          if (!UUID_PATTERN.test(text)) {
            ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.picture });
            return z.NEVER;
          }
          return text;
        }),
      mobile: optionalText(mobileSchema),
      otp: optionalText(otpSchema),
      land_phone: landPhoneOptional.optional(),
    })
    .superRefine((body, ctx) => {
      if (body.mobile && !body.otp) {
        ctx.addIssue({ code: 'custom', path: ['otp'], message: PROFILE_MESSAGES.otpRequired });
      }
    });
}
export type AccountDetailsBody = z.input<ReturnType<typeof accountDetailsBodySchema>>;
export type AccountDetailsInput = z.output<ReturnType<typeof accountDetailsBodySchema>>;

// ---------------------------------------------------------------- answers

/** GET …ById query: `{prefix}_id`, optional (absent = the caller's own profile). */
export function profileQuerySchema(role: Role) {
  const key = `${ROLE_PREFIX[role]}_id`;
  return z
    .object({ [key]: ownerId } as { id: typeof ownerId })
    .transform((query) => ({ id: (query as unknown as Record<string, number | null>)[key] ?? null }));
}

export const ProfileDocumentSchema = z.object({
  type_id: z.string(),
  /** The type's English name; screens show their own label for `type_id`. */
  name: z.string(),
  status: z.enum([DOCUMENT_STATUS.pending, DOCUMENT_STATUS.approved, DOCUMENT_STATUS.rejected]),
  file_name: z.string(),
  content_type: z.string(),
  /** Signed, short-lived (5 min) links for the owner's session only. */
  view_url: z.string(),
  download_url: z.string(),
  uploaded_at: z.string(),
  /** A rejected (or revoked) document's reason, as the operator chose it; null otherwise. */
  reason: z.enum(REVIEW_REASONS).nullish(),
});
export type ProfileDocument = z.infer<typeof ProfileDocumentSchema>;

export const COMPLETION_SCREENS = ['basicDetails', 'address', 'documents'] as const;
export type CompletionScreen = (typeof COMPLETION_SCREENS)[number];
export const ProfileCompletionSchema = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.object({ item: z.string(), screen: z.enum(COMPLETION_SCREENS) })),
});
export type ProfileCompletion = z.infer<typeof ProfileCompletionSchema>;

/**
 * How complete a profile is: e-mail, picture, address (with GSTIN except for drivers) and each
 * of the role's two documents count equally. `missing` names each gap and the screen that
 * fills it (`basicDetails` = Edit Basic Details, `address` = Edit Profile, `documents`).
 */
export function profileCompletion(
  role: Role,
  facts: { email: boolean; picture: boolean; address: boolean; documentTypes: readonly number[] },
): ProfileCompletion {
  const items: { item: string; screen: CompletionScreen; done: boolean }[] = [
    { item: 'email', screen: 'basicDetails', done: facts.email },
    { item: 'picture', screen: 'basicDetails', done: facts.picture },
    { item: 'address', screen: 'address', done: facts.address },
    ...ROLE_DOCUMENT_TYPES[role].map((typeId) => ({
      item: `document_${typeId}`,
      screen: 'documents' as const,
      done: facts.documentTypes.includes(typeId),
    })),
  ];
  const done = items.filter((entry) => entry.done).length;
  return {
    percent: Math.round((done * 100) / items.length),
    missing: items.filter((entry) => !entry.done).map(({ item, screen }) => ({ item, screen })),
  };
}

/** The owner's record of the contract (role-prefixed keys) with the additive keys of this project. */
export function ownerProfileSchema(role: Role) {
  const p = ROLE_PREFIX[role];
  return z.object({
    visibility: z.literal('owner'),
    role: z.literal(role),
    user_types_id: z.literal(USER_TYPE_ID[role]),
    [`${p}_id`]: z.string(),
    [`${p}_name`]: z.string(),
    [`${p}_mob`]: z.string(),
    [`${p}_email`]: z.string(),
    [`${p}_phone`]: z.string(),
    ...(ROLE_FIELDS[role].company === 'none' ? {} : { company: z.string() }),
    /** A signed link to the picture, or '' (the screen then shows a default image). */
    profile: z.string(),
    address1: z.string(),
    address2: z.string(),
    /** Six digits, or '' when not given (additive). */
    pincode: z.string(),
    districts_name: z.string(),
    states_name: z.string(),
    gstin: z.string(),
    state_id: z.string(),
    district_id: z.string(),
    documents: z.array(ProfileDocumentSchema),
    verified: z.boolean(),
    /** YYYY-MM-DD (Asia/Kolkata). */
    member_since: z.string(),
    completion: ProfileCompletionSchema,
  });
}

/** What another signed-in user may see of someone. */
export function publicProfileSchema(role: Role) {
  const p = ROLE_PREFIX[role];
  return z.object({
    visibility: z.literal('public'),
    role: z.literal(role),
    user_types_id: z.literal(USER_TYPE_ID[role]),
    [`${p}_id`]: z.string(),
    [`${p}_name`]: z.string(),
    ...(ROLE_FIELDS[role].company === 'none' ? {} : { company: z.string() }),
    verified: z.boolean(),
    member_since: z.string(),
  });
}

export function profileResponseSchema(role: Role) {
  return z.object({
    data: z.discriminatedUnion('visibility', [ownerProfileSchema(role), publicProfileSchema(role)]),
  });
}

export function profileSavedResponseSchema(role: Role) {
  return z.object({ message: z.string(), data: ownerProfileSchema(role) });
}

// The screens' view of a profile and the call paths: no zod, cheap for a dashboard to import.
export * from './profile-view.js';
