import { useId, type ReactNode } from 'react';

/**
 * A white card with its title as the section's heading, the one shape of the trip page's, the
 * driver page's and the console's cards: a badge beside the title (`badge`, e.g. the note's
 * "Draft"), a line under it (`subtitle`), a level-3 heading for a card inside a titled group
 * (`level`), and the body's own spacing (`className`, e.g. "space-y-4").
 */
export function CardSection({
  title,
  badge,
  subtitle,
  level = 2,
  className = '',
  children,
  testId,
}: {
  title: string;
  badge?: ReactNode;
  subtitle?: ReactNode;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${className}`}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <div className="mb-3">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Heading id={headingId} className="min-w-0 text-base font-semibold break-words text-slate-900">
            {title}
          </Heading>
          {badge}
        </div>
        {subtitle && <p className="text-xs text-slate-600">{subtitle}</p>}
      </div>
      {children}
    </section>
  );
}
