import type { RouteObject } from 'react-router';
import { PROFILE_NS, type Role } from '@lorrybazaar/contract';
import { ALERTS_NS } from '#config/i18n-namespaces';
import { withProfileText } from '#features/profile/i18n';
import { withText } from '#lib/i18n';

/**
 * The profile screens of a role area: children of the role's shell, loaded with
 * their `profile` texts.
 */
export function profileRoutes(role: Role): RouteObject[] {
  return [
    {
      path: 'Profile',
      lazy: async () => {
        const { ProfileRoute } = await withText(import('./profile'), [PROFILE_NS, ALERTS_NS]);
        return { Component: () => <ProfileRoute role={role} /> };
      },
    },
    {
      path: 'EditProfile',
      lazy: async () => {
        const { EditProfileRoute } = await withProfileText(import('./edit-profile'));
        return { Component: () => <EditProfileRoute role={role} /> };
      },
    },
    {
      path: 'EditBasicDetails',
      lazy: async () => {
        const { EditBasicDetailsRoute } = await withProfileText(import('./edit-basic-details'));
        return { Component: () => <EditBasicDetailsRoute role={role} /> };
      },
    },
    {
      path: 'EditDocuments',
      lazy: async () => {
        const { EditDocumentsRoute } = await withProfileText(import('./edit-documents'));
        return { Component: () => <EditDocumentsRoute role={role} /> };
      },
    },
  ];
}
