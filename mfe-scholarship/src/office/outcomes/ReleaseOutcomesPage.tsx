/**
 * Batch release: every recorded scholarship outcome not yet released, with a checkbox each; releasing
 * sends the chosen applications in one request and shows the server's result for each (each is
 * released all or nothing). The consoles' "release several" kit (ReleaseSeveralPage) does the work;
 * this page gives it the scholarships API, words and columns.
 */
import type { ReleaseScholarshipOutcomesResponse, UnreleasedScholarshipOutcome } from '@portal/contracts/scholarship/award';
import { Link } from '@portal/router';
import { ReleaseSeveralPage } from '@portal/ui/console/ReleaseSeveralPage';
import { formatDate, formatDateTime } from '@portal/ui/format';
import { officeApi, officePaths } from '../office-api';
import { scholarshipOfficeText } from '../office-text';
import { useListWords } from '@portal/i18n/lists';

/** A result with the reference it was for (the list no longer holds a released one). */
type ReleaseResult = ReleaseScholarshipOutcomesResponse['results'][number] & { reference: string };

export function ReleaseOutcomesPage() {
  const lists = useListWords();
  const text = scholarshipOfficeText.useText();
  return (
    <ReleaseSeveralPage<UnreleasedScholarshipOutcome, ReleaseScholarshipOutcomesResponse, ReleaseResult>
      back={{ to: officePaths.applications, label: text('console.backToApplications') }}
      words={{
        title: text('release.title'),
        caption: text('console.caption'),
        intro: text('release.intro'),
        what: text('release.what'),
        empty: text('release.empty'),
        tableCaption: text('release.caption'),
        select: text('release.select'),
        selectOne: (row) => text('release.selectOne', { reference: row.reference ?? '', name: row.applicantName }),
        releaseSelected: text('release.releaseSelected'),
        results: text('release.results'),
      }}
      api={{
        waiting: officeApi.unreleased,
        release: officeApi.releaseBatch,
        body: (applicationIds) => ({ applicationIds }),
        results: (answer, rows) => {
          const referenceOf = (id: string) => rows.find((row) => row.applicationId === id)?.reference ?? id;
          return answer.results.map((entry) => ({ ...entry, reference: referenceOf(entry.applicationId) }));
        },
      }}
      rowId={(row) => row.applicationId}
      columns={[
        {
          header: text('release.reference'),
          cell: (row) => (
            <Link to={officePaths.outcome(row.applicationId)} className="pt-link" aria-label={text('release.open', { reference: row.reference ?? '' })}>
              {row.reference}
            </Link>
          ),
        },
        { header: text('release.name'), cell: (row) => row.applicantName },
        { header: text('release.outcome'), cell: (row) => (row.scholarshipCode ? lists.labelled(text(`award.results.${row.result}`), row.scholarshipCode) : text(`award.results.${row.result}`)) },
        { header: text('release.replyDue'), cell: (row) => (row.replyDueDate ? formatDate(row.replyDueDate) : '') },
        { header: text('release.recorded'), cell: (row) => formatDateTime(row.recordedAt) },
      ]}
      resultKey={(entry) => entry.applicationId}
      resultLine={(entry) => text('release.resultLine', { reference: entry.reference, result: text(`release.resultWords.${entry.result as 'RELEASED'}`) })}
    />
  );
}
