import type { ReactNode } from 'react';
import { Spinner } from './spinner';

const TONE = {
  neutral: 'border-slate-200 bg-white text-slate-800',
  danger: 'border-red-200 bg-red-50 text-red-800',
} as const;

/**
 * A public page's answer not there yet (/share, /track): a centred spinner while it is pending,
 * else the alert box holding what went wrong and what to do next.
 */
export function PublicQueryState({
  pending,
  tone,
  children,
}: {
  pending: boolean;
  tone: keyof typeof TONE;
  children?: ReactNode;
}) {
  if (pending)
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  return (
    <div role="alert" className={`rounded-2xl border px-6 py-8 text-center ${TONE[tone]}`}>
      {children}
    </div>
  );
}
