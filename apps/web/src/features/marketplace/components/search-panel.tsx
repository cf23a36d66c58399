import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Icon } from '#components/ui/icons';

/**
 * The search form's frame. On a phone the seven fields would push the results off screen, so
 * they fold behind a "Search filters" button (open when a search is active); from md up they
 * are always shown.
 */
function SearchPanel({
  title,
  active,
  children,
}: {
  title: string;
  /** How many filters the current search uses. */
  active: number;
  children: ReactNode;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${id}-title`}
          className="flex min-w-0 items-center gap-2 text-base font-semibold text-slate-900"
        >
          <Icon name="search" className="shrink-0 text-brand-600" />
          {title}
        </h2>
        <button
          type="button"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold whitespace-nowrap text-slate-700 md:hidden"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('screens.search.hideFilters') : t('screens.search.showFilters')}
          {active > 0 && <span className="rounded-full bg-brand-600 px-2 text-xs text-white">{active}</span>}
        </button>
      </div>
      <div id={`${id}-body`} className={`${open ? 'block' : 'hidden'} mt-4 md:block`}>
        {children}
      </div>
    </section>
  );
}

/**
 * A marketplace search form (the state of useSearchForm) in its panel: the filter fields given,
 * then Search, and Clear once a search is active.
 */
export function SearchForm({
  title,
  form,
  action,
  children,
}: {
  title: string;
  form: {
    active: number;
    filters: object | null;
    submit: (event: FormEvent<HTMLFormElement>) => void;
    clear: () => void;
  };
  /** A step after Search and Clear (Save this search). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SearchPanel title={title} active={form.active}>
      <form onSubmit={form.submit} noValidate role="search" aria-label={title}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {children}
          <SearchActions searched={Boolean(form.filters)} onClear={form.clear} action={action} />
        </div>
      </form>
    </SearchPanel>
  );
}

/** The form's buttons: Search, Clear once a search is active, and the action given. */
function SearchActions({
  searched,
  onClear,
  action,
}: {
  searched: boolean;
  onClear: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation(MARKETPLACE_NS);
  return (
    <div className="flex flex-wrap items-end gap-3 lg:col-span-2">
      <Button type="submit" className="min-w-32">
        {t('screens.search.submit')}
      </Button>
      {searched && (
        <Button variant="ghost" onClick={onClear}>
          {t('screens.search.clear')}
        </Button>
      )}
      {action}
    </div>
  );
}
