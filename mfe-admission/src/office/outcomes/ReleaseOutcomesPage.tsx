/**
 * Batch release: every recorded outcome not yet released, with a checkbox each; releasing sends the
 * selected numbers in one request and shows the server's result per number (each is all or nothing).
 */
import { useState } from 'react';
import type { ReleaseOutcomesResponse, UnreleasedOutcome } from '@portal/contracts/admission/outcomes';
import { programmeName } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { Checkbox } from '@portal/ui/Checkbox';
import { useDocumentTitle } from '@portal/ui/document-title';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications } from '@portal/ui/report-errors';
import { Table } from '@portal/ui/Table';
import { VisuallyHidden } from '@portal/ui/VisuallyHidden';
import { admissionOfficeText } from '../office-text';

export function ReleaseOutcomesPage() {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const query = useApiQuery<UnreleasedOutcome[]>('/office/admission/outcomes');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<ReleaseOutcomesResponse['results'] | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(text('outcomes.batch.title'));

  const toggle = (number: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(number);
      else next.delete(number);
      return next;
    });

  const release = async () => {
    clearNotifications();
    setBusy(true);
    try {
      const answer = await http.post<ReleaseOutcomesResponse>('/office/admission/outcomes/release', { applicationNumbers: [...selected] });
      setResults(answer.data.results);
      setSelected(new Set());
      query.reload();
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading caption={text('console.caption')}>{text('outcomes.batch.title')}</PageHeading>
      {results && (
        <NotificationBanner variant="success" title={text('outcomes.batch.results')} focusOnMount>
          <ul className="pt-list">
            {results.map((entry) => (
              <li key={entry.applicationNumber}>
                {text('outcomes.batch.resultLine', { number: entry.applicationNumber, result: text(`outcomes.batch.resultWords.${entry.result}`) })}
              </li>
            ))}
          </ul>
        </NotificationBanner>
      )}
      <p className="pt-body">{text('outcomes.batch.intro')}</p>
      <QueryResult query={query} what={text('outcomes.batch.loadingWhat')}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="pt-body">{text('outcomes.batch.empty')}</p>
          ) : (
            <>
              <Table
                caption={text('outcomes.batch.caption')}
                rowKey={(row) => row.applicationNumber}
                rows={rows}
                columns={[
                  {
                    header: text('outcomes.batch.select'),
                    cell: (row) => (
                      <Checkbox
                        id={`release-${row.applicationNumber}`}
                        label={<VisuallyHidden>{text('outcomes.batch.selectOne', { number: row.applicationNumber })}</VisuallyHidden>}
                        checked={selected.has(row.applicationNumber)}
                        onChange={(event) => toggle(row.applicationNumber, event.target.checked)}
                      />
                    ),
                  },
                  {
                    header: text('outcomes.batch.applicationNumber'),
                    cell: (row) => (
                      <Link to={`/applications/${row.applicationNumber}/outcome`} aria-label={text('outcomes.batch.open', { number: row.applicationNumber })}>
                        {row.applicationNumber}
                      </Link>
                    ),
                  },
                  { header: text('outcomes.batch.name'), cell: (row) => row.applicantName },
                  {
                    header: text('outcomes.batch.decision'),
                    cell: (row) => (row.programme ? `${text(`outcomes.decisions.${row.decision}`)}: ${programmeName(row.programme, language)}` : text(`outcomes.decisions.${row.decision}`)),
                  },
                  { header: text('outcomes.batch.replyDue'), cell: (row) => row.replyDueDate ?? '' },
                ]}
              />
              <Button onClick={release} disabled={busy || selected.size === 0}>
                {text('outcomes.batch.releaseSelected')}
              </Button>
            </>
          )
        }
      </QueryResult>
    </>
  );
}
