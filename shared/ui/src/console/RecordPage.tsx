/**
 * The frame of a console page about one record (an application, a fee): the link back, then the record
 * loading (a spinner), failing (an error panel with Try again; an id that names no record answers 404,
 * which the panel words), or loaded: the done message, its caption and heading, and the page's sections.
 * The tab's title is set before the record arrives, from what the address already says.
 */
import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { useDocumentTitle } from '../document-title';
import { PageHeading } from '../PageHeading';
import { QueryResult, type QueryLike } from '../QueryResult';
import { BackLink, DoneNotice, type BackTo } from './ConsolePage';

export interface RecordPageProps<Loaded> {
  /** The record's API query (useApiQuery). */
  record: QueryLike<Loaded>;
  /** Names the record while it loads or fails ("the application"). */
  what: string;
  back: BackTo;
  documentTitle: string;
  /** The loaded record's heading and the line above it. */
  heading: (record: Loaded) => { title: string; caption: ReactNode };
  notice?: ReactNode;
  children: (record: Loaded) => ReactNode;
}

export function RecordPage<Loaded>({ record, what, back, documentTitle, heading, notice, children }: RecordPageProps<Loaded>) {
  useDocumentTitle(documentTitle);
  return (
    <>
      <BackLink {...back} />
      <QueryResult query={record} what={what}>
        {(loaded) => {
          const { title, caption } = heading(loaded);
          return (
            <>
              {notice ? <DoneNotice>{notice}</DoneNotice> : null}
              <PageHeading caption={caption}>{title}</PageHeading>
              {children(loaded)}
            </>
          );
        }}
      </QueryResult>
    </>
  );
}

/**
 * A record the address names but the loaded list does not hold (a scheme or scholarship changed by id):
 * says so as the page's heading and leads back to the list.
 */
export function RecordNotFound({ title, caption, back }: { title: string; caption: ReactNode; back: BackTo }) {
  return (
    <>
      <PageHeading caption={caption}>{title}</PageHeading>
      <p className="pt-body">
        <Link to={back.to} relative={back.relative} className="pt-link">
          {back.label}
        </Link>
      </p>
    </>
  );
}
