import type { RouteObject } from 'react-router';
import type { Role } from '@lorrybazaar/contract';
import { withText } from '#lib/i18n';

const upgradeMembership: RouteObject['lazy'] = async () => ({
  Component: (await withText(import('./upgrade-membership'), ['membership'])).UpgradeMembershipRoute,
});

/** Upgrade Membership (with the sandbox checkout page and receipts), Help and Feedback: children of the /c shell. */
export const sharedMembershipRoutes: RouteObject[] = [
  { path: 'UpgradeMembership', lazy: upgradeMembership },
  {
    path: 'Checkout/:payment_id',
    lazy: async () => ({ Component: (await withText(import('./checkout'), ['membership'])).CheckoutRoute }),
  },
  {
    path: 'Receipt/:payment_id',
    lazy: async () => ({ Component: (await withText(import('./receipt'), ['membership'])).ReceiptRoute }),
  },
  {
    path: 'Help',
    lazy: async () => ({ Component: (await withText(import('./help'), ['help', 'public'])).HelpRoute }),
  },
  {
    path: 'Feedback',
    lazy: async () => ({ Component: (await withText(import('./feedback'), ['feedback'])).FeedbackRoute }),
  },
];

/** Upgrade Membership inside a role area whose sidebar lists it (/Transpoter/UpgradeMembership). */
export function areaMembershipRoutes(role: Role): RouteObject[] {
  return role === 'transporter' ? [{ path: 'UpgradeMembership', lazy: upgradeMembership }] : [];
}
