import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { normaliseMobile } from '@lorrybazaar/contract';
import { Button } from '#components/ui/button';
import { TextField } from '#components/ui/text-field';
import { OPS_NS } from '#config/i18n-namespaces';

/** The console's search query: in the address (`?q=`), so Back and a reload keep it. */
export const useSearchQuery = () => useSearchParams()[0].get('q') ?? '';

/** A console search box that puts what was typed into the address. */
export function SearchForm({ label }: { label: string }) {
  const { t } = useTranslation(OPS_NS);
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  return (
    <form
      role="search"
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        // A mobile as people write it ("+91 98765 43210") is searched by its 10 digits.
        const q = normaliseMobile(text);
        setParams(q ? { q } : {});
      }}
    >
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="flex-1"
      />
      <Button type="submit">{t('users.searchButton')}</Button>
    </form>
  );
}
