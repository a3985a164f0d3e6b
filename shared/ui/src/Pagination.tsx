import { Button } from './Button';
import { uiText } from './text';

/** Previous and next page of a list shown a page at a time (nothing when it fits on one page). */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const text = uiText.useText();
  if (pages <= 1) return null;
  return (
    <nav className="pt-pagination" aria-label={text('pagination.label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text('pagination.previous')}
      </Button>
      <span className="pt-body" aria-current="page">
        {text('pagination.pageOf', { page, pages })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {text('pagination.next')}
      </Button>
    </nav>
  );
}
