import { useId, type ReactNode } from 'react';

/** A white card with its title as the section's heading (the trip page's and the console's cards). */
export function CardSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <h2 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
