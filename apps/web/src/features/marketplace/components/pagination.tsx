import { useTranslation } from 'react-i18next';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';

/** Page numbers to show: all when few, else the first, the last and the neighbours of the current. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const near = [1, page - 1, page, page + 1, totalPages].filter((n) => n >= 1 && n <= totalPages);
  const sorted = [...new Set(near)].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

/** Previous, numbered pages and Next; Previous off on page 1, Next off on the last. */
export function Pagination({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  if (totalPages < 1) return null;
  const base =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${base} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('screens.paging.previous')}
      </button>
      {pageWindow(page, totalPages).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('screens.paging.page', { page: n })}
            className={`${base} ${
              n === page
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
            onClick={() => n !== page && onChange(n)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${base} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('screens.paging.next')}
      </button>
    </nav>
  );
}
