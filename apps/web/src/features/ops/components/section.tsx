import type { ReactNode } from 'react';

/** A console card: title, then its content. */
export { CardSection as Section } from '#components/ui/card-section';

/** A small grey label (role, status, kind). */
export function Tag({ children, tone = 'slate' }: { children: ReactNode; tone?: 'slate' | 'red' | 'amber' }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    red: 'bg-red-50 text-red-700 ring-1 ring-red-200',
    amber: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  };
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}
