/** /office/admission/entrance-exams: every entrance exam, open ones first, and the way to define another. */
import { programmeName } from '@portal/contracts/programmes';
import { examName, type OfficeEntranceExam } from '@portal/contracts/entrance-exams';
import type { Language } from '@portal/contracts/languages';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link } from '@portal/router';
import { ConsolePage, DoneNotice } from '@portal/ui/console/ConsolePage';
import { formatDate, formatMoney } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { admissionOfficeText } from '../office-text';
import { EXAMS_API, type ExamNotice } from './exam-paths';
import { useListWords } from '@portal/i18n/lists';

export function EntranceExamsPage() {
  const text = admissionOfficeText.useText();
  const exams = useApiQuery<OfficeEntranceExam[]>(EXAMS_API);
  // What the form just did (saved or closed), carried over by its navigation back here.
  const notice = useNavigationState<{ notice?: ExamNotice }>()?.notice;
  return (
    <ConsolePage title={text('entranceExams.list.title')} caption={text('console.caption')}>
      {notice && <DoneNotice>{text(`entranceExams.list.${notice.kind}`, { name: notice.name })}</DoneNotice>}
      <p className="pt-body">{text('entranceExams.list.intro')}</p>
      <p className="pt-body">
        <Link to="new" className="pt-link">
          {text('entranceExams.list.define')}
        </Link>
      </p>
      <QueryResult query={exams} what={text('entranceExams.list.what')}>
        {(list) => (list.length === 0 ? <p className="pt-body">{text('entranceExams.list.none')}</p> : <ExamsTable exams={list} />)}
      </QueryResult>
    </ConsolePage>
  );
}

function ExamsTable({ exams }: { exams: OfficeEntranceExam[] }) {
  const lists = useListWords();
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  return (
    <Table
      caption={text('entranceExams.list.caption')}
      rows={exams}
      rowKey={(exam) => exam.id}
      firstCellIsHeader
      columns={[
        {
          header: text('entranceExams.list.name'),
          cell: (exam) => (
            <>
              <Link to={exam.id} className="pt-link" aria-label={text('entranceExams.list.change', { name: examName(exam, language) })}>
                {examName(exam, language)}
              </Link>
              {/* Exams from before both languages were asked for (issue 35) until the office completes them. */}
              {exam.status === 'OPEN' && (exam.startsAt === null || exam.venueZh === null) && <span className="pt-hint">{text('entranceExams.list.incomplete')}</span>}
            </>
          ),
        },
        { header: text('entranceExams.list.examDate'), cell: (exam) => formatDate(exam.examDate) },
        { header: text('entranceExams.list.closes'), cell: (exam) => formatDate(exam.registrationClosesOn) },
        { header: text('entranceExams.list.fee'), cell: (exam) => formatMoney(exam.feeCents), numeric: true },
        { header: text('entranceExams.list.programmes'), cell: (exam) => lists.list(exam.programmes.map((code) => programmeName(code, language))) },
        { header: text('entranceExams.list.registrations'), cell: (exam) => exam.registrations, numeric: true },
        { header: text('entranceExams.list.status'), cell: (exam) => <StatusTag status={exam.status} label={text(`entranceExams.list.statuses.${exam.status}`)} colour={exam.status === 'OPEN' ? 'blue' : 'grey'} /> },
      ]}
    />
  );
}
