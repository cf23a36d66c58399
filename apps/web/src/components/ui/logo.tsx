import { Link } from 'react-router';
import { BRAND_NAME } from '#config/app';

/** The brand mark; always leads to /. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" className="inline-flex items-center gap-2 font-extrabold tracking-tight">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="12" fill="#0f5132" />
        <path d="M10 38V22h26v16zm26-12h9l7 7v5H36z" fill="#fff" />
        <circle cx="20" cy="42" r="5" fill="#f5b301" />
        <circle cx="46" cy="42" r="5" fill="#f5b301" />
      </svg>
      <span className={`text-lg ${light ? 'text-white' : 'text-brand-700'}`}>{BRAND_NAME}</span>
    </Link>
  );
}
