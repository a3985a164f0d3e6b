import type { ReactNode } from 'react';
import { Pagination } from './Pagination';

export interface ResultsPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** A search's results a page at a time: how many were found (announced), the rows (when any), and the pages. */
export function PagedResults<Row>({ results, found, onPage, children }: { results: ResultsPage<Row>; found: string; onPage: (page: number) => void; children: (rows: Row[]) => ReactNode }) {
  return (
    <>
      <p className="pt-body" role="status">
        {found}
      </p>
      {results.items.length > 0 && children(results.items)}
      <Pagination page={results.page} pages={Math.max(1, Math.ceil(results.total / results.pageSize))} onPage={onPage} />
    </>
  );
}
