/**
 * A scholarship application's answers, section by section (check your answers, and the submitted
 * application): each section's rows worded in the page's language, in the shared check-answers
 * frame with its state and, while a draft, its Change link.
 */
import type { SectionState } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import type { OfferedScholarship, ScholarshipAnswers as Answers, ScholarshipForm } from '@portal/contracts/scholarship/api';
import { KEY_SKILL_EVIDENCE_SECTION } from '@portal/contracts/scholarship/documents';
import type { ScholarshipSectionId } from '@portal/contracts/scholarship/sections';
import { CheckAnswersSection } from '@portal/forms/CheckAnswersSection';
import { useLanguage } from '@portal/i18n/namespace';
import { SummaryList, type SummaryRow } from '@portal/ui/SummaryList';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';
import { scholarshipName } from './use-scholarship';

type Text = ReturnType<typeof scholarshipText.useText>;
type Data = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): Data[] => (Array.isArray(value) ? value.filter((entry): entry is Data => Boolean(entry) && typeof entry === 'object') : []);
const multiline = (value: unknown) => <span style={{ whiteSpace: 'pre-line' }}>{str(value)}</span>;

export interface ScholarshipAnswersProps {
  form: ScholarshipForm;
  answers: Answers;
  catalogue: readonly OfferedScholarship[];
}

export function ScholarshipAnswers({ form, answers, catalogue }: ScholarshipAnswersProps) {
  const text = scholarshipText.useText();
  const language = useLanguage() as Language;
  const byId = new Map(answers.sections.map((section) => [section.id, section]));
  const evidence = answers.documents.filter((document) => document.section === KEY_SKILL_EVIDENCE_SECTION).map((document) => document.fileName);
  return (
    <>
      {form.sections.map(({ id, state }) => {
        const saved = byId.get(id);
        const rows = saved?.data ? sectionRows(id, saved.data, { text, language, catalogue, closed: form.closedChoices, evidence }) : [];
        return (
          <CheckAnswersSection
            key={id}
            id={id}
            title={text(`sections.${id}`)}
            state={(saved?.state ?? state) as SectionState}
            changeHref={form.status === 'DRAFT' ? paths.section(form.id, id) : null}
          >
            {rows.length > 0 ? <SummaryList rows={rows} /> : undefined}
          </CheckAnswersSection>
        );
      })}
    </>
  );
}

interface Facts {
  text: Text;
  language: Language;
  catalogue: readonly OfferedScholarship[];
  closed: readonly string[];
  evidence: readonly string[];
}

function sectionRows(id: ScholarshipSectionId, data: Data, { text, language, catalogue, closed, evidence }: Facts): SummaryRow[] {
  const yesNo = (value: unknown) => (value === 'YES' ? text('answers.yes') : value === 'NO' ? text('answers.no') : '');
  const agreed = (value: unknown) => text(value === true ? 'answers.agreed' : 'answers.notAgreed');
  switch (id) {
    case 'choices':
      return list(data.choices).map((choice, index) => {
        const name = scholarshipName(catalogue, str(choice.code), language);
        return { key: text('answers.choice', { n: index + 1 }), value: closed.includes(str(choice.code)) ? text('answers.closed', { name }) : name };
      });
    case 'statement':
      return [{ key: text('answers.essay'), value: multiline(data.essay) }];
    case 'keySkill':
      return [
        { key: text('answers.hasKeySkill'), value: yesNo(data.hasKeySkill) },
        ...(data.hasKeySkill === 'YES'
          ? [
              { key: text('answers.area'), value: data.area === 'SPORTS' || data.area === 'ARTS' ? text(`answers.areas.${data.area}`) : '' },
              { key: text('answers.skill'), value: str(data.skill) },
              { key: text('answers.achievementLevel'), value: str(data.achievementLevel) },
              { key: text('answers.description'), value: multiline(data.description) },
              { key: text('answers.evidence'), value: evidence.length ? evidence.join(', ') : text('answers.noEvidence') },
            ]
          : []),
      ];
    case 'awards':
      return [
        { key: text('answers.hasAwards'), value: yesNo(data.hasAwards) },
        ...(data.hasAwards === 'YES'
          ? list(data.awards).map((award, index) => ({
              key: text('answers.award', { n: index + 1 }),
              value: (
                <ul className="pt-list">
                  <li>{`${text('answers.awardTitle')}: ${str(award.title)}`}</li>
                  <li>{`${text('answers.awardingBody')}: ${str(award.awardingBody)}`}</li>
                  <li>{`${text('answers.year')}: ${str(award.year)}`}</li>
                  <li style={{ whiteSpace: 'pre-line' }}>{`${text('answers.awardDescription')}: ${str(award.description)}`}</li>
                </ul>
              ),
            }))
          : []),
      ];
    case 'declaration':
      return [
        { key: text('answers.truth'), value: agreed(data.truth) },
        { key: text('answers.consent'), value: agreed(data.consent) },
        { key: text('answers.privacy'), value: agreed(data.privacy) },
        { key: text('answers.marketing'), value: agreed(data.marketing) },
      ];
  }
}
