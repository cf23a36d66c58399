import type { Role } from '@lorrybazaar/contract';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const ROLE_PATHS: Record<Role, string> = {
  // A lorry.
  transporter: 'M2 6h11v9H2zM13 9h4l3 3v3h-7zM6 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  // Two linked people.
  broker:
    'M7 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM17 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 2.2-5 5-5s5 2 5 5M12 20c0-3 2.2-5 5-5s5 2 5 5',
  // A parcel.
  shipper: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5 12 12l9-4.5M12 12v9M7.5 5.3l9 4.5',
  // A steering wheel.
  driver:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM3.5 10.5 10 12M20.5 10.5 14 12M12 14v7',
};

export function RoleIcon({ role }: { role: Role }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" {...stroke}>
      <path d={ROLE_PATHS[role]} />
    </svg>
  );
}

export type FeatureId = 'matching' | 'scheduling' | 'locations' | 'subscription' | 'realtime';

const FEATURE_PATHS: Record<FeatureId, string> = {
  // Two arrows meeting.
  matching: 'M4 8h13M14 5l3 3-3 3M20 16H7M10 13l-3 3 3 3',
  // A calendar.
  scheduling: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3v3H8z',
  // A map pin.
  locations:
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  // A card.
  subscription: 'M3 6h18v12H3zM3 10h18M7 15h4',
  // Signal waves.
  realtime:
    'M12 13a1 1 0 1 0 0-.01M8.5 9.5a5 5 0 0 0 0 7M15.5 9.5a5 5 0 0 1 0 7M5.6 6.6a9 9 0 0 0 0 12.8M18.4 6.6a9 9 0 0 1 0 12.8',
};

export function FeatureIcon({ feature }: { feature: FeatureId }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" {...stroke}>
      <path d={FEATURE_PATHS[feature]} />
    </svg>
  );
}
