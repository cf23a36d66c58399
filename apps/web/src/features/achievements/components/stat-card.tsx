import { Icon } from '#components/ui/icons';

/** Icons of the five figures: the marketplace's where it has one, a trophy and a flag here. */
const OWN_PATHS = {
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M9 17h6v3H9z',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
} as const;
export type FigureIcon = 'box' | 'truck' | 'calendar' | keyof typeof OWN_PATHS;

function FigureGlyph({ name }: { name: FigureIcon }) {
  if (name === 'trophy' || name === 'flag')
    return (
      <svg
        width={22}
        height={22}
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={OWN_PATHS[name]} />
      </svg>
    );
  return <Icon name={name} size={22} />;
}

/** One figure of the Achievements screen: what it is and its value, large. */
export function StatCard({
  label,
  value,
  icon,
  testId,
  className = '',
}: {
  label: string;
  value: string;
  icon: FigureIcon;
  testId: string;
  className?: string;
}) {
  return (
    <div
      className={`flex min-w-0 flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:gap-3 ${className}`}
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <FigureGlyph name={icon} />
      </span>
      <div className="min-w-0">
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className="text-2xl font-bold break-words text-slate-900" data-testid={testId}>
          {value}
        </dd>
      </div>
    </div>
  );
}
