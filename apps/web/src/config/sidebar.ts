import type { Role } from '@lorrybazaar/contract';
import { paths } from './paths';

export interface NavEntry {
  /** i18n key under `nav`. */
  label: string;
  to: string;
  children?: NavEntry[];
}

function brokerLike(role: 'transporter' | 'broker'): NavEntry[] {
  const s = paths.shared;
  return [
    { label: 'dashboard', to: paths.roleHome(role) },
    { label: 'schedule', to: s.schedule },
    { label: 'tripRequests', to: s.tripRequests },
    {
      label: 'profile',
      to: paths.roleProfile(role),
      children: [
        { label: 'basicDetails', to: paths.roleEditProfile(role) },
        { label: 'uploadDetails', to: paths.roleEditDocuments(role) },
      ],
    },
    {
      label: 'loads',
      to: s.loads,
      children: [
        { label: 'searchLoads', to: s.loads },
        { label: 'yourLoads', to: s.yourLoads },
        { label: 'savedLanes', to: s.savedLanes },
      ],
    },
    // Beside the saved lanes: what reaches the phone when the app is closed, saved lanes included.
    { label: 'alerts', to: s.alerts },
    {
      label: 'trucks',
      to: s.trucks,
      children: [
        { label: 'searchTruck', to: s.trucks },
        { label: 'yourTrucks', to: s.yourTruck },
      ],
    },
    { label: 'marketplace', to: s.marketplace },
    // Free roles have nothing to upgrade to (decision 008): the entry names the page, not a sale.
    { label: 'membership', to: s.upgradeMembership },
    { label: 'achievements', to: s.achievements },
    { label: 'help', to: s.help },
    { label: 'feedback', to: s.feedback },
  ];
}

const s = paths.shared;
export const SIDEBARS: Record<Role, NavEntry[]> = {
  transporter: brokerLike('transporter'),
  broker: brokerLike('broker'),
  shipper: [
    { label: 'dashboard', to: paths.roleHome('shipper') },
    { label: 'schedule', to: s.schedule },
    { label: 'tripRequests', to: s.tripRequests },
    { label: 'profile', to: paths.roleProfile('shipper') },
    { label: 'marketplace', to: s.marketplace },
    { label: 'loads', to: s.loads },
    { label: 'yourLoads', to: s.yourLoads },
    // Not "Your Trucks": shippers own no trucks (docs/decisions/005).
    { label: 'trucks', to: s.trucks },
    { label: 'savedLanes', to: s.savedLanes },
    { label: 'alerts', to: s.alerts },
    { label: 'membership', to: s.upgradeMembership },
    { label: 'help', to: s.help },
    { label: 'feedback', to: s.feedback },
  ],
  driver: [
    { label: 'dashboard', to: paths.roleHome('driver') },
    { label: 'schedule', to: s.schedule },
    { label: 'tripRequests', to: s.tripRequests },
    {
      label: 'profile',
      to: paths.roleProfile('driver'),
      children: [
        { label: 'basicDetails', to: paths.roleEditProfile('driver') },
        { label: 'uploadDetails', to: paths.roleEditDocuments('driver') },
      ],
    },
    { label: 'loads', to: s.loads, children: [{ label: 'searchLoads', to: s.loads }] },
    { label: 'trucks', to: s.yourTruck, children: [{ label: 'yourTrucks', to: s.yourTruck }] },
    { label: 'savedLanes', to: s.savedLanes },
    { label: 'alerts', to: s.alerts },
    { label: 'marketplace', to: s.marketplace },
    { label: 'upgradeMembership', to: s.upgradeMembership },
    { label: 'help', to: s.help },
    { label: 'feedback', to: s.feedback },
  ],
};
