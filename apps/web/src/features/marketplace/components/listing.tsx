import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#lib/error-text';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Pagination } from './pagination';
import { CardSkeletons, EmptyState, ErrorState } from '#components/ui/result-states';

interface Page<T> {
  data: T[];
  totalPages?: number;
  message?: string;
}

/**
 * A paged list of cards with its loading, empty and error states: skeletons on
 * the first load, the previous page dimmed while the next one comes, the server's message when
 * the list is empty, and the screen's failure text (the list cleared) when the call fails.
 */
export function Listing<T>({
  query,
  renderItem,
  itemKey,
  emptyText,
  errorKey,
  emptyAction,
  page = 1,
  onPage,
  label,
}: {
  query: UseQueryResult<Page<T>>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  emptyText: string;
  /** i18n key of the failure text, e.g. `screens.errors.loadData`. */
  errorKey: string;
  emptyAction?: ReactNode;
  page?: number;
  onPage?: (page: number) => void;
  /** Accessible name of the list and its paging. */
  label: string;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const top = useRef<HTMLDivElement>(null);
  // The cards render in the background: a deferred value is rendered in slices with the main
  // thread free between them, where twelve cards with their buttons were one long task on a slow
  // phone (docs/performance.md, Client). Until then the skeletons, or the page before, stay.
  const shown = useDeferredValue(query.data);
  if (query.isPending || (shown === undefined && !query.isError)) return <CardSkeletons />;
  if (query.isError)
    return (
      <ErrorState
        text={errorText(t, query.error, errorKey, [MARKETPLACE_NS])}
        onRetry={() => void query.refetch()}
      />
    );
  const { data: items, totalPages = 1, message } = shown ?? query.data;
  const stale = query.isPlaceholderData || shown !== query.data;
  const changePage = (next: number) => {
    onPage?.(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const paging =
    onPage && (totalPages > 1 || page > 1) ? (
      <Pagination
        page={page}
        totalPages={Math.max(totalPages, page)}
        onChange={changePage}
        label={t('screens.paging.label', { label })}
      />
    ) : null;
  return (
    <div ref={top} className="scroll-mt-20">
      {items.length === 0 ? (
        <EmptyState text={message || emptyText} action={emptyAction} />
      ) : (
        <>
          {onPage && totalPages > 1 && (
            <p className="mb-3 text-sm text-slate-600" aria-live="polite" data-testid="page-status">
              {t('screens.paging.status', { page, total: totalPages })}
            </p>
          )}
          <ul
            aria-label={label}
            aria-busy={stale || undefined}
            className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${stale ? 'opacity-60' : ''}`}
          >
            {items.map((item) => (
              <li key={itemKey(item)} className="min-w-0">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        </>
      )}
      {paging}
    </div>
  );
}
