/**
 * Employment records: up to 5 (spec 9), at least one for a working adult; an end month only for a
 * past job; bond and sponsorship details only when answered yes.
 */
import { useFormikContext } from 'formik';
import {
  DETAILS_MAX,
  EMPLOYER_MAX,
  EMPLOYMENT_TYPES,
  JOB_DESCRIPTION_MAX,
  JOB_TITLE_MAX,
  MAX_EMPLOYMENT_RECORDS,
  employmentSchema,
} from '@portal/contracts/schemas/admission/employment';
import { FormikCheckbox, FormikRadios, FormikTextField } from '@portal/ui/formik';
import { FormikYesNo } from '@portal/ui/formik-yes-no';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { FormikAmountField } from '@portal/ui/formik-amount';
import { admissionContextOf } from '../context';
import { admissionSectionText } from '../section-text';
import { RepeatableRecords, listFieldId } from '@portal/forms/RecordList';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';

const newRecord = () => ({
  employer: '',
  jobTitle: '',
  jobDescription: '',
  employmentType: '',
  from: '',
  current: false,
  to: '',
  monthlySalary: '',
  bonded: '',
  bondDetails: '',
  sponsored: '',
  sponsorshipDetails: '',
});
type EmploymentRecord = ReturnType<typeof newRecord>;
type Values = { records: EmploymentRecord[] };
const EMPTY: Values = { records: [] };

export default function EmploymentPage(page: SectionPageProps) {
  const { form } = page;
  return (
    <AdmissionSectionPage
      {...page}
      section="employment"
      emptyValues={EMPTY}
      validate={schemaValidator(employmentSchema, (values: Values) => values, admissionContextOf(form))} errorSummary={{ idFor: listFieldId }}
    >
      <Records workingAdult={form.category === 'WORKING_ADULT'} />
    </AdmissionSectionPage>
  );
}

function Records({ workingAdult }: { workingAdult: boolean }) {
  const text = admissionSectionText.useText();
  return (
    <RepeatableRecords<EmploymentRecord>
      name="records"
      max={MAX_EMPLOYMENT_RECORDS}
      intro={text(workingAdult ? 'employment.introRequired' : 'employment.intro', { max: MAX_EMPLOYMENT_RECORDS })}
      none={text('employment.none')}
      add={text('employment.add')}
      addAnother={text('employment.addAnother')}
      limitReached={text('employment.limitReached', { max: MAX_EMPLOYMENT_RECORDS })}
      legend={(n) => text('employment.record', { n })}
      recordId={(n) => `employment-${n}`}
      remove={(n) => text('employment.remove', { n })}
      newRecord={newRecord}
    >
      {(record, index) => <Record record={record} index={index} />}
    </RepeatableRecords>
  );
}

function Record({ record, index }: { record: EmploymentRecord; index: number }) {
  const text = admissionSectionText.useText();
  const { setFieldValue } = useFormikContext<Values>();
  const name = (field: keyof EmploymentRecord) => `records[${index}].${field}`;
  return (
    <>
      <FormikTextField name={name('employer')} label={text('employment.employer')} autoComplete="organization" maxLength={EMPLOYER_MAX} required />
      <FormikTextField name={name('jobTitle')} label={text('employment.jobTitle')} autoComplete="organization-title" maxLength={JOB_TITLE_MAX} required />
      <FormikCharacterCountField
        name={name('jobDescription')}
        label={text('employment.jobDescription')}
        hint={text('employment.jobDescriptionHint')}
        limit={JOB_DESCRIPTION_MAX}
        rows={5}
        required
      />
      <FormikRadios
        name={name('employmentType')}
        legend={text('employment.employmentType')}
        options={EMPLOYMENT_TYPES.map((value) => ({ value, label: text(`employment.types.${value}`) }))}
        inline
        required
      />
      <FormikTextField name={name('from')} label={text('employment.from')} hint={text('employment.monthHint')} inputMode="numeric" maxLength={7} width="5" required />
      <FormikCheckbox
        name={name('current')}
        label={text('employment.current')}
        onClick={() => {
          // The job they have now has no end month: clear one typed before ticking the box.
          void setFieldValue(name('to'), '');
        }}
      />
      {!record.current && (
        <FormikTextField name={name('to')} label={text('employment.to')} hint={text('employment.monthHint')} inputMode="numeric" maxLength={7} width="5" required />
      )}
      <FormikAmountField name={name('monthlySalary')} label={text('employment.monthlySalary')} hint={text('employment.monthlySalaryHint')} required />
      <FormikYesNo name={name('bonded')} legend={text('employment.bonded')} />
      {record.bonded === 'YES' && (
        <FormikCharacterCountField name={name('bondDetails')} label={text('employment.bondDetails')} hint={text('employment.bondDetailsHint')} limit={DETAILS_MAX} rows={3} required />
      )}
      <FormikYesNo name={name('sponsored')} legend={text('employment.sponsored')} />
      {record.sponsored === 'YES' && (
        <FormikCharacterCountField
          name={name('sponsorshipDetails')}
          label={text('employment.sponsorshipDetails')}
          hint={text('employment.sponsorshipDetailsHint')}
          limit={DETAILS_MAX}
          rows={3}
          required
        />
      )}
    </>
  );
}
