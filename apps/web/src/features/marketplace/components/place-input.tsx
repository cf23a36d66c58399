import { forwardRef, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSuggestions } from '#features/marketplace/api/search-places';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { Field, controlClass, describedBy } from '#components/ui/field';
import { usePlaceName } from '#lib/place-names';
import { useOnline } from '#lib/offline/use-online';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  placeholder?: string;
  className?: string;
  required?: boolean;
}

/**
 * A location field with suggestions of Indian places (districts and major towns) that still
 * takes any text: the WAI-ARIA combobox pattern, arrows to move, Enter to pick, Escape to close.
 * Typed in any of the seven languages' scripts; suggestions and a picked place are shown in the
 * screen's language while the value stays the English label the server stores (decision 020).
 * What the user types stays exactly as typed: only a picked suggestion, or a value the form set
 * (a stored place on load, a reset), is named in the reader's script. Naming the typed text
 * turned "Dhar" (a district) into ಧಾರ್ mid-word, and "Dharwad" into "ಧಾರ್wad".
 */
export const PlaceInput = forwardRef<HTMLInputElement, Props>(function PlaceInput(
  { label, value, onChange, onBlur, name, error, placeholder, className = '', required },
  ref,
) {
  const { t } = useTranslation(MARKETPLACE_NS);
  const placeName = usePlaceName();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');
  // The text as the user typed it; shown while the value is still that text.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed !== null && typed === value ? typed : placeName(value);
  // Ask the server once typing pauses, not on every key.
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(value.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [value]);
  const { data: places = [], isFetching } = usePlaceSuggestions(open ? query : '');
  const shown = places.filter(
    (place) => place.label.toLowerCase() !== value.trim().toLowerCase() || places.length > 1,
  );
  const expanded = open && value.trim().length >= 2 && shown.length > 0;
  // Suggestions come from the server: offline, say so rather than show an empty list.
  const offline = !useOnline() && open && value.trim().length >= 2 && !expanded;

  const pick = (label: string) => {
    setTyped(null);
    onChange(label);
    setOpen(false);
    setActive(-1);
  };

  return (
    <Field id={id} label={label} error={error} className={className} required={required}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          aria-busy={isFetching || undefined}
          aria-required={required || undefined}
          placeholder={placeholder ?? t('screens.common.placePlaceholder')}
          className={controlClass(error)}
          value={text}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              setActive((i) => (shown.length ? (i + 1) % shown.length : -1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((i) => (shown.length ? (i <= 0 ? shown.length - 1 : i - 1) : -1));
            } else if (event.key === 'Enter' && expanded && active >= 0) {
              event.preventDefault();
              pick(shown[active]!.label);
            } else if (event.key === 'Escape' && expanded) {
              event.preventDefault();
              setOpen(false);
            }
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('screens.common.suggestions', { label })}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {shown.map((place, index) => (
            <li
              key={`${place.label}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
              // Keep focus in the input so the blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(place.label)}
            >
              {place.local_label}
            </li>
          ))}
        </ul>
        <p role="status" className="mt-1 text-sm text-slate-600 empty:hidden">
          {offline ? t('screens.common.placesOffline') : ''}
        </p>
      </div>
    </Field>
  );
});
