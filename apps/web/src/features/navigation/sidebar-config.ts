import { ROLES, type Role } from '@lorrybazaar/contract';
import { paths } from '../../app/paths';

export interface NavEntry {
  /** i18n key under `nav`. */
  label: string;
  to: string;
  children?: NavEntry[];
}

/**
 * Screens that exist today. The sidebars of seed 001 §2 are listed whole below; an entry
 * whose screen is not built yet is hidden rather than left as a dead link (issue 2). Each
 * feature adds its routes here when it lands.
 */
export const BUILT_ROUTES = new Set<string>([
  '/Transpoter',
  '/Broker',
  '/Shipper',
  '/Driver',
  // Issue 4: loads, trucks and the marketplace.
  paths.shared.marketplace,
  paths.shared.loads,
  paths.shared.yourLoads,
  paths.shared.trucks,
  paths.shared.yourTruck,
  // Issue 7: membership, help and feedback.
  paths.shared.upgradeMembership,
  paths.shared.help,
  paths.shared.feedback,
  paths.shared.achievements,
  // Issue 5: schedules and trip requests.
  paths.shared.schedule,
  paths.shared.tripRequests,
  // Issue 6: profiles, addresses, documents and account details of every role.
  ...ROLES.flatMap((role) => [
    paths.roleProfile(role),
    paths.roleEditProfile(role),
    paths.roleEditBasicDetails(role),
    paths.roleEditDocuments(role),
  ]),
]);

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
      ],
    },
    {
      label: 'trucks',
      to: s.trucks,
      children: [
        { label: 'searchTruck', to: s.trucks },
        { label: 'yourTrucks', to: s.yourTruck },
      ],
    },
    { label: 'marketplace', to: s.marketplace },
    { label: 'upgradeMembership', to: s.upgradeMembership },
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
    { label: 'trucks', to: s.trucks },
    { label: 'yourTruck', to: s.yourTruck },
    { label: 'upgradeMembership', to: s.upgradeMembership },
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
    { label: 'marketplace', to: s.marketplace },
    { label: 'upgradeMembership', to: s.upgradeMembership },
    { label: 'help', to: s.help },
    { label: 'feedback', to: s.feedback },
  ],
};

/** The entries a user can use now: unbuilt screens are dropped, parents keep built children. */
export function visibleEntries(entries: NavEntry[], built: Set<string> = BUILT_ROUTES): NavEntry[] {
  return entries.flatMap((entry) => {
    const children = entry.children ? visibleEntries(entry.children, built) : undefined;
    if (built.has(entry.to)) return [{ ...entry, children }];
    if (children && children.length > 0) return [{ ...entry, to: children[0]!.to, children }];
    return [];
  });
}
