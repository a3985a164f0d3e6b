import { useSearchParams } from 'react-router-dom';

/**
 * A console's list whose search lives in the address (a plain GET form): a result can be
 * bookmarked, shared with a colleague or reloaded. Gives the API query for the named filters and the
 * page, each filter's current value, the submit of the search form, and going to another page.
 */
export function useSearchInAddress<Name extends string>(filters: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const apiQuery = new URLSearchParams();
  for (const name of [...filters, 'page']) {
    const value = params.get(name);
    if (value) apiQuery.set(name, value);
  }
  return {
    /** The query string to send to the list's API route. */
    apiQuery: apiQuery.toString(),
    /** Changes whenever the search does: a key for the search form, so it shows the address's values. */
    key: params.toString(),
    value: (name: Name) => params.get(name) ?? '',
    /** The search form's fields become the address (the first page again). */
    search(form: HTMLFormElement) {
      const entries = new FormData(form);
      const next = new URLSearchParams();
      for (const name of filters) {
        const entry = String(entries.get(name) ?? '').trim();
        if (entry) next.set(name, entry);
      }
      setParams(next);
    },
    goToPage(page: number) {
      const next = new URLSearchParams(params);
      next.set('page', String(page));
      setParams(next);
    },
  };
}

export type AddressSearch<Name extends string> = ReturnType<typeof useSearchInAddress<Name>>;
