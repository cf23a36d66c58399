import { ROLE_AREA, sharePath, type Role } from '@lorrybazaar/contract';

/** Every route of the web app in one place (spellings are contract: `Transpoter`, `Achievments`). */
export const paths = {
  home: '/',
  /** The operator console (its own area and shell). */
  ops: {
    queue: '/ops',
    reports: '/ops/reports',
    users: '/ops/users',
    user: (id: string) => `/ops/users/${id}`,
    counts: '/ops/counts',
    audit: '/ops/audit',
    payments: '/ops/payments',
  },
  legal: {
    privacy: '/privacy-policy',
    terms: '/terms-and-condition',
    faq: '/faq',
    cancellation: '/cancellation-and-refunds',
    shipping: '/shipping-policy',
    pricing: '/pricing-policy',
    /** Open data and its licences (GeoNames' postal data: attribution, decision 040). */
    licences: '/licences',
  },
  /** A shared trip, opened without an account (decision 040). */
  track: (token: string) => `/track/${token}`,
  /** A load or a posted truck shared on WhatsApp, opened without an account (decision 050). */
  share: sharePath,
  /** The driver's page of one trip, opened from the SMS link (no account; docs/decisions/039). */
  driverPage: (token: string) => `/d/${token}`,
  /** The public check of an issued lorry receipt (its QR code). */
  verifyLr: (token: string) => `/lr/${token}`,
  roleHome: (role: Role) => `/${ROLE_AREA[role]}`,
  updateProfile: (role: Role, mobile: string) => `/${ROLE_AREA[role]}/UpdateProfile/${mobile}`,
  roleProfile: (role: Role) => `/${ROLE_AREA[role]}/Profile`,
  roleEditProfile: (role: Role) => `/${ROLE_AREA[role]}/EditProfile`,
  roleEditBasicDetails: (role: Role) => `/${ROLE_AREA[role]}/EditBasicDetails`,
  roleEditDocuments: (role: Role) => `/${ROLE_AREA[role]}/EditDocuments`,
  /** The marketplace screens inside the transporter and broker areas (the contract's route map). */
  roleScreen: (role: 'transporter' | 'broker', screen: 'Loads' | 'Trucks' | 'AddLoad' | 'AddTruck') =>
    `/${ROLE_AREA[role]}/${screen}`,
  shared: {
    schedule: '/c/Schedule',
    tripRequests: '/c/TripRequests',
    loads: '/c/Loads',
    yourLoads: '/c/YourLoads',
    trucks: '/c/Trucks',
    yourTruck: '/c/YourTruck',
    marketplace: '/c/Marketplace',
    upgradeMembership: '/c/UpgradeMembership',
    /** A paid membership payment as a printable receipt. */
    receipt: (paymentId: string) => `/c/Receipt/${paymentId}`,
    help: '/c/Help',
    feedback: '/c/Feedback',
    achievements: '/c/Achievments',
    notifications: '/c/Notifications',
    /** Which alerts reach the phone (push, SMS) when the app is closed. */
    alerts: '/c/Alerts',
    savedLanes: '/c/SavedLanes',
    /** Trip documents: lorry receipt and proof of delivery of a chosen trip (`?schedule=<id>`). */
    view: '/c/View',
    addLoad: '/c/AddLoad',
    addTruck: '/c/AddTruck',
    /** Desktop shortcut spelling of Search Truck. */
    truck: '/c/Truck',
    postTruck: (truckId: string) => `/c/PostTruck/${truckId}`,
    // Bid review (received, and placed by the user) and trip details.
    viewBidsLoad: (loadsId: string) => `/c/ViewBidsLoad/${loadsId}`,
    viewBidsTruck: (truckId: string) => `/c/ViewBidsTruck/${truckId}`,
    viewAllMyLoadBids: (loadsId: string) => `/c/ViewAllMyLoadBids/${loadsId}`,
    viewAllMyTruckBids: (truckId: string) => `/c/ViewAllMyTruckBids/${truckId}`,
    scheduleDetail: (scheduleId: string) => `/c/Schedule/${scheduleId}`,
  },
} as const;
