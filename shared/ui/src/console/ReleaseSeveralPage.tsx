/**
 * "Release several": every record waiting to be released (an outcome recorded, not yet sent), a
 * checkbox each; releasing sends the chosen ones in one request and lists the server's result for each
 * (each is released all or nothing), then reloads the list. A console configures the API, the words,
 * the columns after the checkbox, and how its answer's results are worded.
 */
import { useState, type Key, type ReactNode } from 'react';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { NotificationBanner } from '../NotificationBanner';
import { QueryResult } from '../QueryResult';
import { clearNotifications } from '../report-errors';
import { Table, type TableColumn } from '../Table';
import { VisuallyHidden } from '../VisuallyHidden';
import { ConsolePage, type BackTo } from './ConsolePage';

export interface ReleaseSeveralWords<Row> {
  title: string;
  caption: string;
  intro: string;
  /** Names the waiting records while they load or when they fail. */
  what: string;
  empty: string;
  tableCaption: string;
  /** The checkbox column's header, and each checkbox's label (read by a screen reader only). */
  select: string;
  selectOne: (row: Row) => string;
  releaseSelected: string;
  /** The title of the list of results. */
  results: string;
}

export interface ReleaseSeveralPageProps<Row, Answer, Result> {
  back?: BackTo;
  words: ReleaseSeveralWords<Row>;
  api: {
    /** GET: the records waiting. */
    waiting: string;
    /** POST: releases the chosen ones, sent as `body(ids)`. */
    release: string;
    body: (ids: string[]) => unknown;
    /** The answer's results, given the rows as they were (a released record leaves the list). */
    results: (answer: Answer, rows: readonly Row[]) => Result[];
  };
  rowId: (row: Row) => string;
  /** The columns after the checkbox. */
  columns: ReadonlyArray<TableColumn<Row>>;
  resultKey: (result: Result) => Key;
  resultLine: (result: Result) => ReactNode;
}

export function ReleaseSeveralPage<Row, Answer, Result>({ back, words, api, rowId, columns, resultKey, resultLine }: ReleaseSeveralPageProps<Row, Answer, Result>) {
  const waiting = useApiQuery<Row[]>(api.waiting);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<Result[] | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const release = async (rows: readonly Row[]) => {
    clearNotifications();
    setBusy(true);
    try {
      const answer = await http.post<Answer>(api.release, api.body([...selected]));
      setResults(api.results(answer.data, rows));
      setSelected(new Set());
      waiting.reload();
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const selectColumn: TableColumn<Row> = {
    header: words.select,
    cell: (row) => (
      <Checkbox
        id={`release-${rowId(row)}`}
        label={<VisuallyHidden>{words.selectOne(row)}</VisuallyHidden>}
        checked={selected.has(rowId(row))}
        onChange={(event) => toggle(rowId(row), event.target.checked)}
      />
    ),
  };

  return (
    <ConsolePage title={words.title} caption={words.caption} back={back}>
      {results && (
        <NotificationBanner variant="success" title={words.results} focusOnMount>
          <ul className="pt-list">
            {results.map((result) => (
              <li key={resultKey(result)}>{resultLine(result)}</li>
            ))}
          </ul>
        </NotificationBanner>
      )}
      <p className="pt-body">{words.intro}</p>
      <QueryResult query={waiting} what={words.what}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="pt-body">{words.empty}</p>
          ) : (
            <>
              <Table caption={words.tableCaption} rowKey={rowId} rows={rows} columns={[selectColumn, ...columns]} />
              <Button onClick={() => void release(rows)} disabled={busy || selected.size === 0}>
                {words.releaseSelected}
              </Button>
            </>
          )
        }
      </QueryResult>
    </ConsolePage>
  );
}
