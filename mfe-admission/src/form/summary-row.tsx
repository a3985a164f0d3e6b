import type { SummaryRow } from '@portal/contracts/admission/summary/types';
import type { SummaryRow as ListRow } from '@portal/ui/SummaryList';
import { admissionText } from '../admission-text';

/** The mark of an answer the national identity service verified. */
function VerifiedTag() {
  const text = admissionText.useText();
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
