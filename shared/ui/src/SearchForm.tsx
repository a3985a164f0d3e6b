import type { ReactNode } from 'react';
import { Button } from './Button';

/**
 * A list's search and filters (role="search"), submitted as a whole; `onSearch` receives the form
 * (e.g. useSearchInAddress's search, which puts it in the address). `clear` is the link back to the
 * unfiltered list.
 */
export function SearchForm({ label, submitLabel, clear, onSearch, children }: { label: string; submitLabel: string; clear: ReactNode; onSearch: (form: HTMLFormElement) => void; children: ReactNode }) {
  return (
    <form
      className="pt-search-form"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(event.currentTarget);
      }}
    >
      {children}
      <div className="pt-button-group">
        <Button type="submit">{submitLabel}</Button>
        {clear}
      </div>
    </form>
  );
}
