/**
 * Education: a record per institution (up to 10), the English-language test and, for current
 * students of this university, the student ID. A record whose subjects are entered in Subjects
 * keeps the status "Completed" and cannot be removed until those subjects are removed (spec 4).
 */
import { FieldArray, getIn, useField, useFormikContext } from 'formik';
import { useState } from 'react';
import type { SectionDraft } from '@portal/contracts/forms';
import {
  EDUCATION_STATUSES,
  ENGLISH_TESTS,
  GPA_SCALES,
  MAX_EDUCATION_RECORDS,
  QUALIFICATION_TYPES,
  RESULT_TYPES,
  educationSchema,
  needsFinalGpa,
  needsGpa,
  needsResults,
} from '@portal/contracts/schemas/admission/education';
import { subjectRecordIdsOf } from '@portal/contracts/schemas/admission/subjects';
import { MONTH_YEAR_FORMAT } from '@portal/contracts/schemas/month-year';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageRef } from '@portal/i18n/messages';
import { useLanguage } from '@portal/i18n/namespace';
import { Button } from '@portal/ui/Button';
import { ErrorMessage } from '@portal/ui/ErrorMessage';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikRadios, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { FormikComboboxField } from '@portal/ui/formik-combobox';
import { Radios } from '@portal/ui/Radios';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionContextOf } from '../context';
import { countryOptions } from '@portal/contracts/countries';
import { admissionSectionText } from '../section-text';
import { institutionOptions } from '../institutions';
import { newRecordId } from '../record-id';
import { sectionApi, type SectionPageProps, AdmissionSectionPage } from '../section-page';

const newRecord = () => ({
  id: newRecordId(),
  institution: '',
  country: '',
  qualification: '',
  status: '',
  from: '',
  to: '',
  gpa: '',
  gpaScale: '',
  finalGpa: '',
  resultType: '',
  examDate: '',
});
type RecordValues = ReturnType<typeof newRecord>;
type Values = {
  records: RecordValues[];
  englishTest: { type: string; reference: string; name: string; score: string; date: string };
  /** Unanswered until a radio is chosen (then true or false). */
  studentHere?: boolean;
  studentId: string;
};

const emptyValues = (): Values => ({
  records: [newRecord()],
  englishTest: { type: '', reference: '', name: '', score: '', date: '' },
  studentId: '',
});

export default function EducationPage(page: SectionPageProps) {
  const { applicationNumber, form } = page;
  // Which records have subjects (spec 4); categories without the Subjects section answer 404: none.
  const subjects = useApiQuery<SectionDraft>(`${sectionApi(applicationNumber)}/sections/subjects`);
  const withSubjects = subjects.status === 'success' ? subjectRecordIdsOf(subjects.data.data) : [];
  return (
    <AdmissionSectionPage
      {...page}
      section="education"
      emptyValues={emptyValues()}
      validate={schemaValidator(educationSchema, (values: Values) => values, { ...admissionContextOf(form), subjectRecordIds: withSubjects })}
      waiting={subjects.status === 'loading'}
    >
      <Records withSubjects={withSubjects} />
      <EnglishTest />
      <StudentId />
    </AdmissionSectionPage>
  );
}

/** A form-level error of a list (e.g. "Add at least one education record"), once a submit was tried. */
function ListError({ name }: { name: string }) {
  const { errors, submitCount } = useFormikContext<Values>();
  const error: unknown = getIn(errors, name);
  return submitCount > 0 && typeof error === 'string' ? <ErrorMessage id={`${name}-error`}>{error}</ErrorMessage> : null;
}

function Records({ withSubjects }: { withSubjects: readonly string[] }) {
  const text = admissionSectionText.useText();
  const { values } = useFormikContext<Values>();
  // The record whose removal was refused because it has subjects.
  const [refusedRemoval, setRefusedRemoval] = useState<string | null>(null);
  return (
    <div id="records" tabIndex={-1}>
      <p className="pt-body">{text('education.intro', { max: MAX_EDUCATION_RECORDS })}</p>
      <ListError name="records" />
      <FieldArray name="records">
        {(array) => (
          <>
            {values.records.map((record, index) => (
              <Fieldset
                key={record.id}
                id={`record-${index + 1}`}
                legendSize="m"
                legend={record.institution.trim() ? text('education.recordNamed', { n: index + 1, institution: record.institution.trim() }) : text('education.record', { n: index + 1 })}
              >
                <RecordFields index={index} record={record} hasSubjects={withSubjects.includes(record.id)} />
                {refusedRemoval === record.id && <ErrorMessage id={`record-${index + 1}-remove-error`}>{messageRef('SUBJECTS_BEFORE_REMOVE')}</ErrorMessage>}
                {values.records.length > 1 && (
                  <Button
                    variant="secondary"
                    type="button"
                    aria-describedby={refusedRemoval === record.id ? `record-${index + 1}-remove-error` : undefined}
                    onClick={() => {
                      if (withSubjects.includes(record.id)) return setRefusedRemoval(record.id);
                      setRefusedRemoval(null);
                      array.remove(index);
                    }}
                  >
                    {text('education.remove', { n: index + 1 })}
                  </Button>
                )}
              </Fieldset>
            ))}
            {values.records.length < MAX_EDUCATION_RECORDS ? (
              <Button variant="secondary" type="button" onClick={() => array.push(newRecord())}>
                {text('education.add')}
              </Button>
            ) : (
              <p className="pt-body">{text('education.limitReached', { max: MAX_EDUCATION_RECORDS })}</p>
            )}
          </>
        )}
      </FieldArray>
    </div>
  );
}

function RecordFields({ index, record, hasSubjects }: { index: number; record: RecordValues; hasSubjects: boolean }) {
  const text = admissionSectionText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const name = (field: keyof RecordValues) => `records[${index}].${field}`;
  const current = record.status === 'CURRENT';
  return (
    <>
      <FormikComboboxField
        name={name('institution')}
        label={text('education.institution')}
        hint={text('education.institutionHint')}
        options={institutionOptions(language)}
        freeText
        maxLength={200}
        required
      />
      <FormikComboboxField name={name('country')} label={text('education.country')} options={countryOptions(language)} width="two-thirds" required />
      <FormikSelectField
        name={name('qualification')}
        label={text('education.qualification')}
        placeholder={text('education.chooseQualification')}
        options={QUALIFICATION_TYPES.map((value) => ({ value, label: text(`education.qualifications.${value}`) }))}
        required
      />
      <StatusRadios name={name('status')} locked={hasSubjects} />
      <FormikTextField name={name('from')} label={text('education.from')} hint={text('education.monthYearHint')} placeholder={MONTH_YEAR_FORMAT} inputMode="numeric" maxLength={7} width="5" required />
      <FormikTextField
        name={name('to')}
        label={current ? text('education.toCurrent') : text('education.to')}
        hint={text('education.monthYearHint')}
        placeholder={MONTH_YEAR_FORMAT}
        inputMode="numeric"
        maxLength={7}
        width="5"
        required={!current}
      />
      {needsGpa(record) && (
        <>
          <FormikTextField
            name={name('gpa')}
            label={record.qualification === 'POLYTECHNIC' ? text('education.gpaPolytechnic') : text('education.gpa')}
            hint={text('education.gpaHint')}
            inputMode="decimal"
            maxLength={8}
            width="5"
            required
          />
          <FormikSelectField
            name={name('gpaScale')}
            label={text('education.gpaScale')}
            placeholder={text('education.chooseScale')}
            options={GPA_SCALES.map((value) => ({ value, label: value }))}
            required
          />
        </>
      )}
      {needsFinalGpa(record) && (
        <>
          <FormikTextField name={name('finalGpa')} label={text('education.finalGpa')} hint={text('education.finalGpaHint')} inputMode="decimal" maxLength={6} width="5" required />
          <p className="pt-body">{text('education.finalDocument')}</p>
        </>
      )}
      {needsResults(record) && (
        <>
          <FormikRadios
            name={name('resultType')}
            legend={text('education.resultType')}
            hint={text('education.resultTypeHint')}
            options={RESULT_TYPES.map((value) => ({ value, label: text(`education.resultTypes.${value}`) }))}
            required
          />
          <FormikTextField name={name('examDate')} label={text('education.examDate')} hint={text('education.monthYearHint')} placeholder={MONTH_YEAR_FORMAT} inputMode="numeric" maxLength={7} width="5" required />
        </>
      )}
    </>
  );
}

/** The status radios; while the record has subjects, a change away from "Completed" is refused with the spec's message. */
function StatusRadios({ name, locked }: { name: string; locked: boolean }) {
  const text = admissionSectionText.useText();
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const [refused, setRefused] = useState(false);
  const schemaError = submitCount > 0 && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Radios
      name={name}
      id={name}
      legend={text('education.status')}
      hint={text('education.statusHint')}
      options={EDUCATION_STATUSES.map((value) => ({ value, label: text(`education.statuses.${value}`) }))}
      value={field.value || undefined}
      onChange={(value) => {
        const refuse = locked && field.value === 'GRADUATED' && value !== 'GRADUATED';
        setRefused(refuse);
        if (!refuse) void helpers.setValue(value);
      }}
      onBlur={field.onBlur}
      error={refused ? messageRef('SUBJECTS_BEFORE_STATUS') : schemaError}
      required
    />
  );
}

function EnglishTest() {
  const text = admissionSectionText.useText();
  const { values } = useFormikContext<Values>();
  const type = values.englishTest.type;
  return (
    <>
      <h2 className="pt-heading-m">{text('education.englishHeading')}</h2>
      <FormikRadios
        name="englishTest.type"
        legend={text('education.englishTest')}
        hint={text('education.englishTestHint')}
        options={ENGLISH_TESTS.map((value) => ({ value, label: text(`education.englishTests.${value}`) }))}
        required
      />
      {type === 'IELTS' && (
        <FormikTextField name="englishTest.reference" label={text('education.ieltsReference')} hint={text('education.ieltsReferenceHint')} spellCheck={false} maxLength={20} width="20" required />
      )}
      {type === 'TOEFL' && (
        <FormikTextField name="englishTest.reference" label={text('education.toeflReference')} hint={text('education.toeflReferenceHint')} inputMode="numeric" maxLength={20} width="20" required />
      )}
      {type === 'OTHER' && <FormikTextField name="englishTest.name" label={text('education.testName')} maxLength={100} required />}
      {type && type !== 'NONE' && (
        <>
          <FormikTextField
            name="englishTest.score"
            label={type === 'IELTS' ? text('education.ieltsScore') : type === 'TOEFL' ? text('education.toeflScore') : text('education.otherScore')}
            inputMode={type === 'OTHER' ? undefined : 'decimal'}
            maxLength={20}
            width="5"
            required
          />
          <FormikTextField name="englishTest.date" label={text('education.testDate')} hint={text('education.monthYearHint')} placeholder={MONTH_YEAR_FORMAT} inputMode="numeric" maxLength={7} width="5" required />
        </>
      )}
    </>
  );
}

function StudentId() {
  const text = admissionSectionText.useText();
  const [field, meta, helpers] = useField<boolean | undefined>('studentHere');
  const { submitCount } = useFormikContext();
  return (
    <>
      <h2 className="pt-heading-m">{text('education.studentHeading')}</h2>
      <Radios
        name="studentHere"
        id="studentHere"
        legend={text('education.studentHere')}
        options={[
          { value: 'true', label: text('education.yes') },
          { value: 'false', label: text('education.no') },
        ]}
        value={field.value === undefined ? undefined : String(field.value)}
        // The answer is a boolean (the schema's yes/no field), not the radio's text value.
        onChange={(value) => void helpers.setValue(value === 'true')}
        onBlur={field.onBlur}
        error={submitCount > 0 && typeof meta.error === 'string' ? meta.error : undefined}
        inline
        required
      />
      {field.value === true && (
        <FormikTextField name="studentId" label={text('education.studentId')} hint={text('education.studentIdHint')} spellCheck={false} maxLength={9} width="10" required />
      )}
    </>
  );
}
