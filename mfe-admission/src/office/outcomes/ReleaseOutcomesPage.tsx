/**
 * Batch release: every recorded outcome not yet released, with a checkbox each; releasing sends the
 * selected numbers in one request and shows the server's result per number (each is all or nothing).
 * The consoles' "release several" kit (ReleaseSeveralPage) does the work; this page gives it the
 * admissions API, words and columns.
 */
import type { ReleaseOutcomesResponse, UnreleasedOutcome } from '@portal/contracts/admission/outcomes';
import { programmeName } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import { useLanguage } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { ReleaseSeveralPage } from '@portal/ui/console/ReleaseSeveralPage';
import { admissionOfficeText } from '../office-text';
import { useListWords } from '@portal/i18n/lists';

type ReleaseResult = ReleaseOutcomesResponse['results'][number];

export function ReleaseOutcomesPage() {
  const lists = useListWords();
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  return (
    <ReleaseSeveralPage<UnreleasedOutcome, ReleaseOutcomesResponse, ReleaseResult>
      words={{
        title: text('outcomes.batch.title'),
        caption: text('console.caption'),
        intro: text('outcomes.batch.intro'),
        what: text('outcomes.batch.loadingWhat'),
        empty: text('outcomes.batch.empty'),
        tableCaption: text('outcomes.batch.caption'),
        select: text('outcomes.batch.select'),
        selectOne: (row) => text('outcomes.batch.selectOne', { number: row.applicationNumber }),
        releaseSelected: text('outcomes.batch.releaseSelected'),
        results: text('outcomes.batch.results'),
      }}
      api={{
        waiting: '/office/admission/outcomes',
        release: '/office/admission/outcomes/release',
        body: (applicationNumbers) => ({ applicationNumbers }),
        results: (answer) => answer.results,
      }}
      rowId={(row) => row.applicationNumber}
      columns={[
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
          cell: (row) => (row.programme ? lists.labelled(text(`outcomes.decisions.${row.decision}`), programmeName(row.programme, language)) : text(`outcomes.decisions.${row.decision}`)),
        },
        { header: text('outcomes.batch.replyDue'), cell: (row) => row.replyDueDate ?? '' },
      ]}
      resultKey={(entry) => entry.applicationNumber}
      resultLine={(entry) => text('outcomes.batch.resultLine', { number: entry.applicationNumber, result: text(`outcomes.batch.resultWords.${entry.result}`) })}
    />
  );
}
