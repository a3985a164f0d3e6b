/**
 * Subjects: the subjects and grades of each completed school-leaving record of the Education
 * section, keyed by the record's id. The page opens a group for every such record; subjects left
 * behind by a record that was removed or changed are shown so they can be removed (spec 4).
 */
import { FieldArray, Formik, getIn, useFormikContext } from 'formik';
import type { SectionDraft } from '@portal/contracts/forms';
import type { EducationFact } from '@portal/contracts/schemas/admission/context';
import { educationFactsOf, hasSubjects, needsResults } from '@portal/contracts/schemas/admission/education';
import { GRADES, MAX_SUBJECTS_PER_RECORD, subjectsFor, subjectsSchema, type SubjectLevel } from '@portal/contracts/schemas/admission/subjects';
import { SectionActions, SectionForm, SectionLoading } from '@portal/forms/SectionForm';
import { useSectionDraft } from '@portal/forms/use-section-draft';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { ErrorMessage } from '@portal/ui/ErrorMessage';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikErrorSummary, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { FormikComboboxField } from '@portal/ui/formik-combobox';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../../admission-text';
import { paths } from '../../paths';
import { admissionContextOf } from '../context';
import { admissionSectionText } from '../section-text';
import { SectionFrame, sectionApi, type SectionPageProps } from '../section-page';

interface SubjectValues {
  subject: string;
  otherName: string;
  level: string;
  grade: string;
  marks: string;
}
interface Group {
  recordId: string;
  subjects: SubjectValues[];
}
/** The Subjects answers (also Update Actual Exam Result's, after submission). */
export type Values = { results: Group[] };

const EMPTY: Values = { results: [] };

/** What the page knows of an education record: the facts the rules use, plus the name to show. */
export type RecordInfo = EducationFact & { institution: string };

function recordsOf(education: unknown): RecordInfo[] {
  const saved = (education as { records?: Array<{ institution?: unknown }> } | null)?.records ?? [];
  return educationFactsOf(education).map((fact, index) => ({ ...fact, institution: String(saved[index]?.institution ?? '').trim() }));
}

/** The draft's groups, plus an empty group for each completed school-leaving record that has none yet. */
export function withRecordGroups(values: Values, records: readonly RecordInfo[]): Values {
  const groups = Array.isArray(values.results) ? values.results : [];
  const missing = records.filter((record) => needsResults(record) && !groups.some((group) => group.recordId === record.id));
  return { results: [...groups, ...missing.map((record) => ({ recordId: record.id, subjects: [] }))] };
}

export default function SubjectsPage({ applicationNumber, form, onContinue }: SectionPageProps) {
  const sections = admissionText.useText();
  const draft = useSectionDraft<Values>({ baseUrl: sectionApi(applicationNumber), section: 'subjects', emptyValues: EMPTY });
  const education = useApiQuery<SectionDraft>(`${sectionApi(applicationNumber)}/sections/education`);
  const records = education.status === 'success' ? recordsOf(education.data.data) : [];
  const title = sections('sections.subjects');
  return (
    <SectionFrame applicationNumber={applicationNumber} title={title}>
      {draft.phase !== 'ready' || education.status === 'loading' ? (
        <SectionLoading draft={draft.phase === 'ready' ? { phase: 'loading' } : draft} />
      ) : (
        <Formik<Values>
          key={draft.formKey}
          initialValues={withRecordGroups(draft.initialValues, records)}
          validate={schemaValidator(subjectsSchema, (values: Values) => values, { ...admissionContextOf(form), education: records })}
          onSubmit={async (values, helpers) => {
            if (await draft.saveAndContinue(values, helpers)) onContinue();
          }}
        >
          <SectionForm draft={draft} aria-label={title}>
            <FormikErrorSummary idFor={(name) => name.replace(/\.recordId$/, '.subjects')} />
            <Groups applicationNumber={applicationNumber} records={records} />
            <SectionActions draft={draft} />
          </SectionForm>
        </Formik>
      )}
    </SectionFrame>
  );
}

/** A list's own error (a count rule), once a submit was tried. */
function useListError(name: string): string | undefined {
  const { errors, submitCount } = useFormikContext<Values>();
  const error: unknown = getIn(errors, name);
  return submitCount > 0 && typeof error === 'string' ? error : undefined;
}

/** Every record's subjects (Update Actual Exam Result reuses them with the submitted records). */
export function Groups({ applicationNumber, records }: { applicationNumber: string; records: readonly RecordInfo[] }) {
  const text = admissionSectionText.useText();
  const { values } = useFormikContext<Values>();
  const error = useListError('results');
  return (
    <div id="results" tabIndex={-1}>
      <p className="pt-body">{text('subjects.intro')}</p>
      {error && <ErrorMessage id="results-error">{error}</ErrorMessage>}
      {values.results.length === 0 && (
        <p className="pt-body">
          {text('subjects.none')} <Link to={paths.section(applicationNumber, 'education')}>{text('subjects.toEducation')}</Link>
        </p>
      )}
      <FieldArray name="results">
        {(groups) =>
          values.results.map((group, index) => {
            const record = records.find((candidate) => candidate.id === group.recordId);
            return record && hasSubjects(record.qualification) && record.status === 'GRADUATED' ? (
              <RecordSubjects key={group.recordId} index={index} record={record} group={group} />
            ) : (
              <OrphanSubjects key={group.recordId} index={index} onRemove={() => groups.remove(index)} />
            );
          })
        }
      </FieldArray>
    </div>
  );
}

/** Subjects whose record was removed, or is no longer a completed school-leaving record: they can only be removed. */
function OrphanSubjects({ index, onRemove }: { index: number; onRemove(): void }) {
  const text = admissionSectionText.useText();
  const error = useListError(`results[${index}].recordId`);
  return (
    <Fieldset id={`results[${index}].subjects`} legend={text('subjects.orphanHeading')} legendSize="m" error={error}>
      <Button variant="secondary" type="button" onClick={onRemove}>
        {text('subjects.removeOrphan')}
      </Button>
    </Fieldset>
  );
}

function RecordSubjects({ index, record, group }: { index: number; record: RecordInfo; group: Group }) {
  const text = admissionSectionText.useText();
  const error = useListError(`results[${index}].subjects`);
  const offered = subjectsFor(record.qualification);
  const institution = record.institution || text('subjects.unnamed');
  const rules = [
    record.qualification === 'ALEVEL' && text('subjects.rules.ALEVEL'),
    record.qualification === 'IB_DIPLOMA' && text('subjects.rules.IB_DIPLOMA'),
    record.resultType === 'ACTUAL' && text('subjects.rules.ACTUAL'),
  ].filter(Boolean);
  const onlyLevel = offered.levels.length === 1 ? offered.levels[0]! : '';
  const blank = (): SubjectValues => ({ subject: onlyLevel ? 'OTHER' : '', otherName: '', level: onlyLevel, grade: '', marks: '' });
  return (
    <Fieldset
      id={`results[${index}].subjects`}
      legend={text('subjects.recordHeading', { institution, qualification: text(`education.qualifications.${record.qualification}` as 'education.qualifications.ALEVEL') })}
      hint={rules.length ? rules.join(' ') : undefined}
      legendSize="m"
      error={error}
    >
      <FieldArray name={`results[${index}].subjects`}>
        {(subjects) => (
          <>
            {group.subjects.map((subject, position) => (
              <Fieldset key={position} id={`results-${index}-subject-${position + 1}`} legend={text('subjects.subjectN', { n: position + 1 })}>
                <SubjectFields name={`results[${index}].subjects[${position}]`} subject={subject} offered={offered} />
                <Button variant="secondary" type="button" onClick={() => subjects.remove(position)}>
                  {text('subjects.remove', { n: position + 1, institution })}
                </Button>
              </Fieldset>
            ))}
            {group.subjects.length < MAX_SUBJECTS_PER_RECORD ? (
              <Button variant="secondary" type="button" onClick={() => subjects.push(blank())}>
                {text('subjects.add', { institution })}
              </Button>
            ) : (
              <p className="pt-body">{text('subjects.limitReached', { max: MAX_SUBJECTS_PER_RECORD })}</p>
            )}
          </>
        )}
      </FieldArray>
    </Fieldset>
  );
}

function SubjectFields({ name, subject, offered }: { name: string; subject: SubjectValues; offered: ReturnType<typeof subjectsFor> }) {
  const text = admissionSectionText.useText();
  const { setFieldValue } = useFormikContext<Values>();
  // No level yet: an empty grade list until one is chosen; GENERAL (null) takes the grade as printed.
  const grades = subject.level ? GRADES[subject.level as SubjectLevel] : [];
  const gradeLabel = (grade: string) => (grade in GRADE_NAMES ? text(`subjects.grades.${grade as keyof typeof GRADE_NAMES}`) : grade);
  return (
    <>
      {offered.subjects.length > 1 && (
        <FormikComboboxField
          name={`${name}.subject`}
          label={text('subjects.subject')}
          options={offered.subjects.map((code) => ({ value: code, label: text(`subjects.subjects.${code as 'GP'}`) }))}
          width="two-thirds"
          required
        />
      )}
      {subject.subject === 'OTHER' && <FormikTextField name={`${name}.otherName`} label={text('subjects.otherName')} maxLength={100} required />}
      {offered.levels.length > 1 && (
        <FormikSelectField
          name={`${name}.level`}
          label={text('subjects.level')}
          placeholder={text('subjects.chooseLevel')}
          options={offered.levels.map((level) => ({ value: level, label: text(`subjects.levels.${level}`) }))}
          // Each level has its own grades: a grade chosen for the old level no longer applies.
          onChange={() => void setFieldValue(`${name}.grade`, '')}
          required
        />
      )}
      {grades ? (
        <FormikSelectField
          name={`${name}.grade`}
          label={text('subjects.grade')}
          placeholder={text('subjects.chooseGrade')}
          options={grades.map((grade) => ({ value: grade, label: gradeLabel(grade) }))}
          required
        />
      ) : (
        <FormikTextField name={`${name}.grade`} label={text('subjects.gradeAsPrinted')} maxLength={10} width="5" required />
      )}
      <FormikTextField name={`${name}.marks`} label={text('subjects.marks')} inputMode="numeric" maxLength={3} width="3" />
    </>
  );
}

const GRADE_NAMES = { DISTINCTION: true, MERIT: true, PASS: true, UNGRADED: true } as const;
