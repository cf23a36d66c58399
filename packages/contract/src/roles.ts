/**
 * The four roles. `user_types_id` is a string on the wire ('1'..'4', docs/api.md, Roles).
 * `prefix` is the contract's field prefix (transporters_name, brokers_mob …);
 * `area` is the route prefix of the role's area, spelling kept (`Transpoter`).
 */
export const ROLES = ['transporter', 'broker', 'shipper', 'driver'] as const;
export type Role = (typeof ROLES)[number];

export const USER_TYPE_ID = {
  driver: '1',
  transporter: '2',
  broker: '3',
  shipper: '4',
} as const satisfies Record<Role, string>;
export type UserTypeId = (typeof USER_TYPE_ID)[Role];

export const ROLE_PREFIX = {
  transporter: 'transporters',
  broker: 'brokers',
  shipper: 'shippers',
  driver: 'drivers',
} as const satisfies Record<Role, string>;

export const ROLE_AREA = {
  transporter: 'Transpoter',
  broker: 'Broker',
  shipper: 'Shipper',
  driver: 'Driver',
} as const satisfies Record<Role, string>;

/**
 * Which profile fields a role has and which it must fill. E-mail is optional for
 * every role: many drivers have none (docs/decisions/018-names-and-addresses.md).
 */
export const ROLE_FIELDS = {
  transporter: { nameRequired: true, company: 'required', emailRequired: false },
  broker: { nameRequired: true, company: 'optional', emailRequired: false },
  // A shipper may be a company or a person with none (a farmer, a small trader): either name
  // will do, but one of them (docs/decisions/055-shipper-company-optional.md).
  shipper: { nameRequired: false, company: 'optional', emailRequired: false, nameOrCompany: true },
  driver: { nameRequired: true, company: 'none', emailRequired: false },
} as const satisfies Record<
  Role,
  {
    nameRequired: boolean;
    company: 'required' | 'optional' | 'none';
    emailRequired: boolean;
    /** Name and company are each optional, but not both. */
    nameOrCompany?: true;
  }
>;

export function roleFromUserTypeId(id: string | number | null | undefined): Role | null {
  const key = String(id ?? '');
  return ROLES.find((role) => USER_TYPE_ID[role] === key) ?? null;
}

export function roleFromArea(area: string): Role | null {
  return ROLES.find((role) => ROLE_AREA[role] === area) ?? null;
}
