import { ROLE_FIELDS, ROLE_PREFIX, USER_TYPE_ID, type Role } from './roles.js';

/**
 * The persisted session record (Redux slice `transporter`); every field
 * starts empty. One role is signed in at a time: registration clears it, then fills it.
 */
export const SESSION_FIELDS = [
  'transporters_id',
  'transporters_name',
  'company',
  'transporters_email',
  'transporters_phone',
  'brokers_id',
  'brokers_name',
  'brokers_email',
  'brokers_phone',
  'shippers_id',
  'shippers_name',
  'shippers_email',
  'shippers_phone',
  'drivers_id',
  'drivers_name',
  'drivers_email',
  'drivers_phone',
  'users_id',
  'users_name',
  'users_mobile',
  'user_types_id',
  /** '1' for an operator's account (additive, decision 050): the menu links the console. */
  'users_operator',
] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];
export type SessionRecord = Record<SessionField, string>;

export const emptySession = (): SessionRecord =>
  Object.fromEntries(SESSION_FIELDS.map((field) => [field, ''])) as SessionRecord;

const USER_FIELDS = ['users_id', 'users_name', 'users_mobile', 'user_types_id'] as const;

/**
 * What an area's guard needs (every area is guarded, the transporter's too, on its own
 * fields). Fields a role may leave empty (a broker's company, a shipper's name)
 * are not required; the role id and the user type must match.
 */
export function requiredSessionFields(role: Role): SessionField[] {
  const p = ROLE_PREFIX[role];
  const rules = ROLE_FIELDS[role];
  const fields: SessionField[] = [`${p}_id` as SessionField];
  if (rules.nameRequired) fields.push(`${p}_name` as SessionField);
  if (rules.company === 'required') fields.push('company');
  if (rules.emailRequired) fields.push(`${p}_email` as SessionField);
  return [...fields, ...USER_FIELDS];
}

export function isSessionCompleteFor(role: Role, session: Partial<SessionRecord> | undefined): boolean {
  if (!session) return false;
  return (
    session.user_types_id === USER_TYPE_ID[role] &&
    requiredSessionFields(role).every((field) => Boolean(session[field]))
  );
}

/** The shared /c area needs a signed-in user of any role. */
export function hasUserSession(session: Partial<SessionRecord> | undefined): boolean {
  return USER_FIELDS.every((field) => Boolean(session?.[field]));
}
