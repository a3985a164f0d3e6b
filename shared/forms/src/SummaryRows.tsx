/** The answers summaries' rows (admission, scholarship…: @portal/contracts' summarisers) in the design system's summary list. */
import type { SummaryRow, WordedSection } from '@portal/contracts/summary/rows';
import { SummaryList } from '@portal/ui/SummaryList';
import type { SummaryRow as ListRow } from '@portal/ui/SummaryList';
import { formsText } from './text';

/** The mark of an answer the national identity service verified. */
function VerifiedTag() {
  const text = formsText.useText();
  return <strong className="pt-tag pt-tag--green">{text('check.verified')}</strong>;
}

/** An answers-summary row for the design system's list: a list of values one per line, long text with its line breaks. */
export function summaryRow(row: SummaryRow, index: number): ListRow {
  const value = Array.isArray(row.value) ? (
    <ul className="pt-list">
      {row.value.map((item, itemIndex) => (
        <li key={itemIndex}>{item}</li>
      ))}
    </ul>
  ) : (
    <span style={{ whiteSpace: 'pre-line' }}>{row.value}</span>
  );
  return {
    id: index,
    key: row.label,
    value: row.verified ? (
      <>
        {value} <VerifiedTag />
      </>
    ) : (
      value
    ),
  };
}

/** A section's rows, then its records (employment records, referees…) under sub-headings one level below the section's. */
export function SectionRows({ section, recordHeading: RecordHeading }: { section: Pick<WordedSection, 'rows' | 'groups'>; recordHeading: 'h3' | 'h4' }) {
  return (
    <>
      {section.rows.length > 0 && <SummaryList rows={section.rows.map(summaryRow)} />}
      {(section.groups ?? []).map((group, index) => (
        <div key={index}>
          <RecordHeading className="pt-heading-s">{group.title}</RecordHeading>
          <SummaryList rows={group.rows.map(summaryRow)} />
        </div>
      ))}
    </>
  );
}
