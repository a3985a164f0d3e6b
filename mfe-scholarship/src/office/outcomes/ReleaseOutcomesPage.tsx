/**
 * Batch release: every recorded scholarship outcome not yet released, with a checkbox each; releasing
 * sends the chosen applications in one request and shows the server's result for each (each is
 * released all or nothing).
 */
import { useState } from 'react';
import type { ReleaseScholarshipOutcomesResponse, UnreleasedScholarshipOutcome } from '@portal/contracts/scholarship/award';
import { toDisplayDate } from '@portal/contracts/schemas/dates';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { Checkbox } from '@portal/ui/Checkbox';
import { useDocumentTitle } from '@portal/ui/document-title';
import { formatDateTime } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications } from '@portal/ui/report-errors';
import { Table } from '@portal/ui/Table';
import { VisuallyHidden } from '@portal/ui/VisuallyHidden';
import { officeApi, officePaths } from '../office-api';
import { scholarshipOfficeText } from '../office-text';

export function ReleaseOutcomesPage() {
  const text = scholarshipOfficeText.useText();
  const query = useApiQuery<UnreleasedScholarshipOutcome[]>(officeApi.unreleased);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Each result with the reference it was for (the list no longer holds a released one).
  const [results, setResults] = useState<Array<{ applicationId: string; reference: string; result: string }> | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(text('release.title'));

  const toggle = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const release = async (rows: readonly UnreleasedScholarshipOutcome[]) => {
    clearNotifications();
    setBusy(true);
    try {
      const answer = await http.post<ReleaseScholarshipOutcomesResponse>(officeApi.releaseBatch, { applicationIds: [...selected] });
      const referenceOf = (id: string) => rows.find((row) => row.applicationId === id)?.reference ?? id;
      setResults(answer.data.results.map((entry) => ({ ...entry, reference: referenceOf(entry.applicationId) })));
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
      <p className="pt-body">
        <Link to={officePaths.applications} className="pt-back-link">
          {text('console.backToApplications')}
        </Link>
      </p>
      <PageHeading caption={text('console.caption')}>{text('release.title')}</PageHeading>
      {results && (
        <NotificationBanner variant="success" title={text('release.results')} focusOnMount>
          <ul className="pt-list">
            {results.map((entry) => (
              <li key={entry.applicationId}>{text('release.resultLine', { reference: entry.reference, result: text(`release.resultWords.${entry.result as 'RELEASED'}`) })}</li>
            ))}
          </ul>
        </NotificationBanner>
      )}
      <p className="pt-body">{text('release.intro')}</p>
      <QueryResult query={query} what={text('release.what')}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="pt-body">{text('release.empty')}</p>
          ) : (
            <>
              <Table
                caption={text('release.caption')}
                rowKey={(row) => row.applicationId}
                rows={rows}
                columns={[
                  {
                    header: text('release.select'),
                    cell: (row) => (
                      <Checkbox
                        id={`release-${row.applicationId}`}
                        label={<VisuallyHidden>{text('release.selectOne', { reference: row.reference ?? '', name: row.applicantName })}</VisuallyHidden>}
                        checked={selected.has(row.applicationId)}
                        onChange={(event) => toggle(row.applicationId, event.target.checked)}
                      />
                    ),
                  },
                  {
                    header: text('release.reference'),
                    cell: (row) => (
                      <Link to={officePaths.outcome(row.applicationId)} className="pt-link" aria-label={text('release.open', { reference: row.reference ?? '' })}>
                        {row.reference}
                      </Link>
                    ),
                  },
                  { header: text('release.name'), cell: (row) => row.applicantName },
                  { header: text('release.outcome'), cell: (row) => (row.scholarshipCode ? `${text(`award.results.${row.result}`)}: ${row.scholarshipCode}` : text(`award.results.${row.result}`)) },
                  { header: text('release.replyDue'), cell: (row) => (row.replyDueDate ? toDisplayDate(row.replyDueDate) : '') },
                  { header: text('release.recorded'), cell: (row) => formatDateTime(row.recordedAt) },
                ]}
              />
              <Button onClick={() => void release(rows)} disabled={busy || selected.size === 0}>
                {text('release.releaseSelected')}
              </Button>
            </>
          )
        }
      </QueryResult>
    </>
  );
}
