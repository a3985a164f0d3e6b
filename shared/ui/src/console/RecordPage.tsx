/**
 * The frame of a console page about one record (an application, a fee): the link back and the done
 * message, then the record loading (a spinner), failing (an error panel with Try again; an id that
 * names no record answers 404, which the panel words), or loaded: its caption and heading, then the
 * page's sections.
 * The tab's title is set before the record arrives when the address already says enough, or else
 * once it has arrived.
 */
import type { ReactNode } from 'react';
import type { TextParams } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { usePageTitle } from '../document-title';
import { PageHeading } from '../PageHeading';
import { QueryResult, type QueryLike } from '../QueryResult';
import { BackLink, DoneNotice, type BackTo } from './ConsolePage';

export interface RecordPageProps<Loaded> {
  /** The record's API query (useApiQuery). */
  record: QueryLike<Loaded>;
  /** Names the record while it loads or fails ("the application"). */
  what: string;
  back: BackTo;
  /** The tab's title: at once, or (a function) from the loaded record. */
  documentTitle: string | ((record: Loaded) => string);
  /** The loaded record's heading and the line above it. */
  heading: (record: Loaded) => { title: string; caption: ReactNode };
  /** A done message, shown above the record from the start (the record may still be loading). */
  notice?: ReactNode;
  children: (record: Loaded) => ReactNode;
}

export function RecordPage<Loaded>({ record, what, back, documentTitle, heading, notice, children }: RecordPageProps<Loaded>) {
  return (
    <>
      {typeof documentTitle === 'string' && <DocumentTitle title={documentTitle} />}
      <BackLink {...back} />
      {notice ? <DoneNotice>{notice}</DoneNotice> : null}
      <QueryResult query={record} what={what}>
        {(loaded) => {
          const { title, caption } = heading(loaded);
          return (
            <>
              {typeof documentTitle === 'function' && <DocumentTitle title={documentTitle(loaded)} />}
              <PageHeading caption={caption}>{title}</PageHeading>
              {children(loaded)}
            </>
          );
        }}
      </QueryResult>
    </>
  );
}

/** Sets the tab's title while mounted (a component, so it can wait for the record). */
function DocumentTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
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

/** A loaded application known by its reference (SCH-…, FA-…) and its applicant. */
interface ReferencedApplication {
  row: { reference: string | null };
  applicant: { fullName: string };
}

/**
 * The frame of a page about an application known by its reference: named, titled and headed by it,
 * the applicant's name above, and the way back to the console's list (the console's
 * `application.what`, `application.title` and `console.backToApplications`).
 */
export function referencedApplicationFrame<Loaded extends ReferencedApplication>(
  text: (key: 'application.what' | 'application.title' | 'console.backToApplications', params?: TextParams) => string,
  record: QueryLike<Loaded>,
  listPath: string,
): Pick<RecordPageProps<Loaded>, 'record' | 'what' | 'back' | 'documentTitle' | 'heading'> {
  return {
    record,
    what: text('application.what'),
    back: { to: listPath, label: text('console.backToApplications') },
    documentTitle: text('application.title', { reference: record.data?.row.reference ?? '' }),
    heading: (loaded) => ({ title: text('application.title', { reference: loaded.row.reference ?? '' }), caption: loaded.applicant.fullName }),
  };
}
