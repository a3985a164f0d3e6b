/**
 * The answers as submitted (the frozen submission's sections), read-only: each section a summary
 * list, each list of records (family members, bursaries, …) numbered entries. The field names are
 * the section schemas' own (fa-form-api); the applicant's check-your-answers wording is the form
 * remote's, so the office reads the answers as stored.
 */
import { FINANCIAL_AID_SECTIONS_IN_ORDER } from './section-order';
import { SummaryList, type SummaryRow } from '@portal/ui/SummaryList';
import { financialAidOfficeText } from '../office-text';

type Text = ReturnType<typeof financialAidOfficeText.useText>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function valueOf(value: unknown, text: Text): string {
  if (value === true) return text('common.yes');
  if (value === false) return text('common.no');
  if (value === null || value === undefined || value === '') return text('common.none');
  if (Array.isArray(value)) return value.length ? value.map((item) => valueOf(item, text)).join(', ') : text('common.none');
  if (isRecord(value)) return Object.entries(value).map(([key, item]) => `${key}: ${valueOf(item, text)}`).join('; ');
  return String(value);
}

function rowsOf(data: Record<string, unknown>, text: Text): SummaryRow[] {
  return Object.entries(data).flatMap(([key, value]): SummaryRow[] => {
    if (Array.isArray(value) && value.some(isRecord)) {
      if (value.length === 0) return [{ id: key, key, value: text('common.none') }];
      return value.map((item, index) => ({ id: `${key}-${index}`, key: `${key} — ${text('application.item', { number: index + 1 })}`, value: valueOf(item, text) }));
    }
    return [{ id: key, key, value: valueOf(value, text) }];
  });
}

export function SubmittedAnswers({ sections }: { sections: Record<string, unknown> }) {
  const text = financialAidOfficeText.useText();
  const ids = [...FINANCIAL_AID_SECTIONS_IN_ORDER.filter((id) => id in sections), ...Object.keys(sections).filter((id) => !(FINANCIAL_AID_SECTIONS_IN_ORDER as readonly string[]).includes(id))];
  return (
    <section aria-labelledby="answers-heading">
      <h2 className="pt-heading-m" id="answers-heading">
        {text('application.answers')}
      </h2>
      {ids.length === 0 && <p className="pt-body">{text('application.noAnswers')}</p>}
      {ids.map((id) => {
        const data = sections[id];
        const known = (FINANCIAL_AID_SECTIONS_IN_ORDER as readonly string[]).includes(id);
        return (
          <div key={id}>
            <h3 className="pt-heading-s">{known ? text(`application.sections.${id as 'documents'}`) : id}</h3>
            <SummaryList rows={isRecord(data) ? rowsOf(data, text) : [{ id, key: id, value: valueOf(data, text) }]} />
          </div>
        );
      })}
    </section>
  );
}
