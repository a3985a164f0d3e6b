/** One entrance exam's facts as the applicant reads them: when and where, the fee, the closing date, the choices that need it. */
import { programmeName } from '@portal/contracts/programmes';
import { examTimeWords, examVenue, type ApplicantEntranceExam } from '@portal/contracts/entrance-exams';
import type { Language } from '@portal/contracts/languages';
import { useLanguage } from '@portal/i18n/namespace';
import { formatDate, formatMoney } from '@portal/ui/format';
import { SummaryList, type SummaryRow } from '@portal/ui/SummaryList';
import { paymentText } from '../payment-text';
import { useListWords } from '@portal/i18n/lists';

export function ExamFacts({ exam, extraRows = [] }: { exam: ApplicantEntranceExam; extraRows?: readonly SummaryRow[] }) {
  const lists = useListWords();
  const text = paymentText.useText();
  const language = useLanguage() as Language;
  const date = formatDate(exam.examDate);
  const time = examTimeWords(exam, language);
  return (
    <SummaryList
      rows={[
        { key: text('entranceExams.examDate'), value: time ? text('entranceExams.dateAndTime', { date, time }) : date },
        { key: text('entranceExams.venue'), value: examVenue(exam, language) },
        { key: text('entranceExams.fee'), value: formatMoney(exam.feeCents) },
        { key: text('entranceExams.closes'), value: formatDate(exam.registrationClosesOn) },
        ...(exam.programmes.length ? [{ key: text('entranceExams.neededFor'), value: lists.list(exam.programmes.map((code) => programmeName(code, language))) }] : []),
        ...(exam.previousAttemptWithinTwoYears ? [{ key: text('entranceExams.twoYearRule'), value: text('entranceExams.twoYearRuleText') }] : []),
        ...extraRows,
      ]}
    />
  );
}
