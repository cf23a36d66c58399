import type { ProfileCompletion, ProfileDocument } from './profiles.js';
import { ROLE_PREFIX, type Role } from './roles.js';

/** Document types (docs/decisions/010; table `document_types`). Ids are strings on the wire. */
export const DOCUMENT_TYPE = {
  businessRegistration: 20,
  gstCertificate: 22,
  drivingLicence: 23,
  vehicleInsurance: 24,
} as const;
export type DocumentTypeId = (typeof DOCUMENT_TYPE)[keyof typeof DOCUMENT_TYPE];

/** The English name the server records and sends (`name`); screens show `profile:documents.<key>`. */
export const DOCUMENT_TYPE_NAME: Record<DocumentTypeId, string> = {
  20: 'Business Registration',
  22: 'GST Certificate',
  23: 'Driving Licence',
  24: 'Vehicle Insurance',
};
/**
 * A truck's papers, reviewed by operators like KYC documents but counting towards no role's
 * "Verified" (decision 046): `documents` rows naming their truck (migration 0030).
 */
export const TRUCK_PAPER_TYPE = { rc: 25, insurance: 26 } as const;
export type TruckPaperTypeId = (typeof TRUCK_PAPER_TYPE)[keyof typeof TRUCK_PAPER_TYPE];
export const isTruckPaper = (typeId: number): typeId is TruckPaperTypeId =>
  typeId === TRUCK_PAPER_TYPE.rc || typeId === TRUCK_PAPER_TYPE.insurance;
/** i18n key suffix of each truck paper (`notifications:documents.truckRc`). */
export const TRUCK_PAPER_KEY: Record<TruckPaperTypeId, 'truckRc' | 'truckInsurance'> = {
  25: 'truckRc',
  26: 'truckInsurance',
};

/** i18n key suffix of each type (`profile:documents.businessRegistration`). */
export const DOCUMENT_TYPE_KEY: Record<DocumentTypeId, keyof typeof DOCUMENT_TYPE> = {
  20: 'businessRegistration',
  22: 'gstCertificate',
  23: 'drivingLicence',
  24: 'vehicleInsurance',
};

/** The two documents each role keeps (the driver sends its own 23/24, not 20/22). */
export const ROLE_DOCUMENT_TYPES: Record<Role, readonly [DocumentTypeId, DocumentTypeId]> = {
  transporter: [20, 22],
  broker: [20, 22],
  shipper: [20, 22],
  driver: [23, 24],
};

/** The owner's record with its role-prefixed keys read back into plain names (screens use this). */
export interface ProfileView {
  id: string;
  name: string;
  mobile: string;
  email: string;
  phone: string;
  company: string;
  picture: string;
  address1: string;
  address2: string;
  pincode: string;
  stateId: string;
  districtId: string;
  stateName: string;
  districtName: string;
  gstin: string;
  documents: ProfileDocument[];
  verified: boolean;
  memberSince: string;
  completion: ProfileCompletion;
}

export function toProfileView(role: Role, data: Record<string, unknown>): ProfileView {
  const p = ROLE_PREFIX[role];
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    id: text(`${p}_id`),
    name: text(`${p}_name`),
    mobile: text(`${p}_mob`),
    email: text(`${p}_email`),
    phone: text(`${p}_phone`),
    company: text('company'),
    picture: text('profile'),
    address1: text('address1'),
    address2: text('address2'),
    pincode: text('pincode'),
    stateId: text('state_id'),
    districtId: text('district_id'),
    stateName: text('states_name'),
    districtName: text('districts_name'),
    gstin: text('gstin'),
    documents: Array.isArray(data.documents) ? (data.documents as ProfileDocument[]) : [],
    verified: data.verified === true,
    memberSince: text('member_since'),
    completion: (data.completion as ProfileCompletion | undefined) ?? { percent: 0, missing: [] },
  };
}

/** The contract's path of each role's profile calls. */
export const PROFILE_PATHS = {
  transporter: {
    get: '/Transpoter/getTransporterById',
    address: { method: 'POST', path: '/Transpoter/updateTransporterBasicDetails' },
    documents: '/Transpoter/updateTransporterDocumentsDetails',
  },
  broker: {
    get: '/Broker/getBrokerById',
    address: { method: 'PATCH', path: '/Broker/UpdateBrokerProfile' },
    documents: '/Broker/insertBrokerProfileDoc',
  },
  shipper: {
    get: '/Shipper/getShipperById',
    address: { method: 'PATCH', path: '/Shipper/UpdateShipperProfile' },
    documents: '/Shipper/InsertShipperDocs',
  },
  driver: {
    get: '/Driver/getDriverById',
    address: { method: 'PATCH', path: '/Driver/UpdateDriverBasicDetails' },
    documents: '/Driver/InsertDriverDocs',
  },
} as const satisfies Record<
  Role,
  { get: string; address: { method: 'POST' | 'PATCH'; path: string }; documents: string }
>;
