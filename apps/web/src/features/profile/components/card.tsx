import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button';

/** A titled block of the profile with its Edit link. */
export function Card({
  title,
  editTo,
  editText,
  editLabel,
  children,
  testId,
}: {
  title: string;
  editTo?: string;
  editText?: string;
  editLabel?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      aria-label={title}
      data-testid={testId}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {editTo && (
          <Link to={editTo} className={buttonClass('secondary', 'min-h-10 px-3')} aria-label={editLabel}>
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
              <path
                d="M4 14.5V16h1.5l8.8-8.8-1.5-1.5zM15.7 5.8a1 1 0 000-1.4l-.1-.1a1 1 0 00-1.4 0l-.9.9 1.5 1.5z"
                fill="currentColor"
              />
            </svg>
            {editText}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A back link and the screen's title, for the edit screens. */
export function ScreenHeader({
  title,
  backTo,
  backText,
}: {
  title: string;
  backTo: string;
  backText: string;
}) {
  return (
    <div className="mb-5 flex items-center gap-2">
      <Link to={backTo} className={buttonClass('ghost', 'min-h-10 px-2')} aria-label={backText}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M12.5 4.5L7 10l5.5 5.5"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </Link>
      <h1 className="min-w-0 text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
    </div>
  );
}
