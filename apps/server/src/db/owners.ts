/**
 * Who owns each table and view of the migrations (docs/decisions/033-trade-module-and-table-owners.md).
 * A module's SQL and Drizzle code name only what it owns, the views other modules publish for it
 * (PUBLISHED), and the few shared tables below (SHARED), as each entry allows. `owners.test.ts`
 * reads every server source file and fails on any other name, and on a table with no owner.
 *
 * An owner is a module (a folder of `modules/`) or `server`: the server outside its modules
 * (db/, plugins/, lib/), for its own bookkeeping (request limits, periodic jobs).
 */
export const OWNERS = {
  // Accounts and signing in.
  users: 'auth',
  otp_codes: 'auth',
  otp_sends: 'auth',
  otp_locks: 'auth',
  otp_failures: 'auth',
  mobile_proofs: 'auth',
  sessions: 'auth',
  refresh_tokens: 'auth',
  // Reference data, written only by migrations.
  user_types: 'reference',
  states: 'reference',
  districts: 'reference',
  materials: 'reference',
  truck_capacities: 'reference',
  truck_types: 'reference',
  document_types: 'reference',
  pin_centroids: 'reference',
  district_centroids: 'reference',
  files: 'files',
  profiles: 'profiles',
  documents: 'profiles',
  plans: 'membership',
  trials: 'membership',
  subscriptions: 'membership',
  payments: 'membership',
  payment_mandates: 'membership',
  payment_events: 'membership',
  provider_plans: 'membership',
  feedback: 'feedback',
  help_requests: 'help',
  // The trade: loads, trucks, postings, bids, trips, and the views it publishes (migration 0020).
  loads: 'trade',
  trucks: 'trade',
  truck_postings: 'trade',
  bids: 'trade',
  bid_offers: 'trade',
  schedules: 'trade',
  trade_listings: 'trade',
  trade_trucks: 'trade',
  trade_bids: 'trade',
  trade_trips: 'trade',
  // Around a booked trip: its paperwork (decision 039) and its whereabouts (decision 040).
  trip_drivers: 'paperwork',
  driver_links: 'paperwork',
  lr_serials: 'paperwork',
  consignment_notes: 'paperwork',
  eway_bills: 'paperwork',
  trip_events: 'tracking',
  trip_positions: 'tracking',
  tracking_links: 'tracking',
  tracking_trip_milestones: 'tracking',
  // A trip's money on record and each load poster's days to pay (decision 048).
  trip_payments: 'ledger',
  trip_payment_alerts: 'ledger',
  payer_days: 'ledger',
  notifications: 'notifications',
  saved_lanes: 'lanes',
  alert_settings: 'alerts',
  push_subscriptions: 'alerts',
  sms_jobs: 'alerts',
  sms_job_items: 'alerts',
  reports: 'ops',
  ops_audit: 'ops',
  withheld_users: 'ops',
  ratings: 'trust',
  user_ratings: 'trust',
  lane_prices: 'trust',
  price_flags: 'trust',
  load_holds: 'trust',
  rate_limits: 'server',
  job_runs: 'server',
} as const;

export type Table = keyof typeof OWNERS;

/** Views their owner publishes for every other module to read (never to write). */
export const PUBLISHED: readonly Table[] = [
  'trade_listings',
  'trade_trucks',
  'trade_bids',
  'trade_trips',
  // A trip's milestones, for the trade's no-show rule (decision 051).
  'tracking_trip_milestones',
];

/** Who besides the owner may read or write a shared table, and why. */
export interface Shared {
  tables: readonly Table[];
  /** The modules that may read them: every one, or these. */
  readers: 'every module' | readonly string[];
  /** The modules that may write them besides the owner. */
  writers: readonly string[];
  why: string;
}

/** The only exceptions to "a module names only its own tables". */
export const SHARED: readonly Shared[] = [
  {
    tables: ['users'],
    readers: 'every module',
    writers: ['profiles', 'ops', 'alerts'],
    why:
      'An account is shown everywhere (a name, a role, a mobile to text). Auth creates it; its ' +
      'contact details are the profile’s, a suspension the operators’, the language of the ' +
      'texts the alerts’ settings.',
  },
  {
    tables: [
      'user_types',
      'states',
      'districts',
      'materials',
      'truck_capacities',
      'truck_types',
      'document_types',
    ],
    readers: 'every module',
    writers: [],
    why: 'Reference data changes only with a migration; statements join it for names and tonnes.',
  },
  {
    tables: ['pin_centroids', 'district_centroids'],
    readers: 'every module',
    writers: ['server'],
    why:
      'Places with coordinates (decision 040) are reference data too; scripts/postal-centroids.ts ' +
      'writes the migration that loads them from the GeoNames postal data.',
  },
  {
    tables: ['files'],
    readers: ['profiles', 'trade'],
    writers: [],
    why:
      'A KYC document and a trip paper are shown with their file’s name, type and size beside ' +
      'the link the files module signs (app.files.link); only the files module stores files.',
  },
];
