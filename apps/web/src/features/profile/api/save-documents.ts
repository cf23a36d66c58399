import { PROFILE_PATHS, toDocumentsBody, type DocumentTypeId, type Role } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

/** updateTransporterDocumentsDetails / insertBrokerProfileDoc / InsertShipperDocs / InsertDriverDocs. */
export const saveDocuments = (
  role: Role,
  ownId: string,
  files: { typeId: DocumentTypeId; fileId: string }[],
) =>
  api<{ message: string; data: Record<string, unknown> }>(PROFILE_PATHS[role].documents, {
    method: 'POST',
    body: toDocumentsBody(role, ownId, files),
  });
