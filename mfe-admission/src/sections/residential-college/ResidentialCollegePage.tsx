/**
 * Residential college interest (ranked preferences when interested) and the residential status
 * declaration every full-time applicant makes (spec 5).
 */
import { useEffect } from 'react';
import { Formik, useFormikContext } from 'formik';
import { RESIDENCE_TYPES, RESIDENTIAL_COLLEGES, residentialCollegeSchema } from '@portal/contracts/schemas/admission/residential-college';
import { SectionActions, SectionForm, SectionLoading } from '@portal/forms/SectionForm';
import { useSectionDraft } from '@portal/forms/use-section-draft';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikCheckbox, FormikErrorSummary, FormikRadios, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../../admission-text';
import { formText } from '../form-text';
import { listFieldId } from '../record-list';
import { SectionFrame, sectionApi, type SectionPageProps } from '../section-page';

const noPreferences = () => RESIDENTIAL_COLLEGES.map(() => '');
const EMPTY = { interested: '', preferences: noPreferences(), residenceType: '', commuteMinutes: '', needsAccommodation: '', declaration: false };
type Values = typeof EMPTY;

export default function ResidentialCollegePage({ applicationNumber, onContinue }: SectionPageProps) {
  const sections = admissionText.useText();
  const draft = useSectionDraft<Values>({ baseUrl: sectionApi(applicationNumber), section: 'residentialCollege', emptyValues: EMPTY });
  const title = sections('sections.residentialCollege');
  return (
    <SectionFrame applicationNumber={applicationNumber} title={title}>
      {draft.phase !== 'ready' ? (
        <SectionLoading draft={draft} />
      ) : (
        <Formik<Values>
          initialValues={draft.initialValues}
          validate={schemaValidator(residentialCollegeSchema)}
          onSubmit={async (values, helpers) => {
            if (await draft.saveAndContinue(values, helpers)) onContinue();
          }}
        >
          <SectionForm draft={draft} aria-label={title}>
            <FormikErrorSummary idFor={listFieldId} />
            <Fields />
            <SectionActions draft={draft} />
          </SectionForm>
        </Formik>
      )}
    </SectionFrame>
  );
}

function Fields() {
  const text = formText.useText();
  const { values, setFieldValue } = useFormikContext<Values>();
  const yesNo = [
    { value: 'YES', label: text('residentialCollege.yes') },
    { value: 'NO', label: text('residentialCollege.no') },
  ];
  const colleges = RESIDENTIAL_COLLEGES.map((value) => ({ value, label: text(`residentialCollege.colleges.${value}`) }));
  const interested = values.interested === 'YES';
  const takenBack = values.interested === 'NO' && values.preferences.some(Boolean);
  useEffect(() => {
    // Preferences taken back when the answer turns to no must not reach the office as if they held.
    if (takenBack) void setFieldValue('preferences', noPreferences());
  }, [takenBack, setFieldValue]);
  return (
    <>
      <FormikRadios name="interested" legend={text('residentialCollege.interested')} hint={text('residentialCollege.interestedHint')} legendSize="m" options={yesNo} inline required />
      {interested && (
        <Fieldset id="preferences" legend={text('residentialCollege.preferencesLegend')} hint={text('residentialCollege.preferencesHint')}>
          {RESIDENTIAL_COLLEGES.map((_, index) => (
            <FormikSelectField
              key={index}
              name={`preferences[${index}]`}
              label={text('residentialCollege.preference', { n: index + 1 })}
              placeholder={text('residentialCollege.choose')}
              options={colleges}
              required={index === 0}
            />
          ))}
        </Fieldset>
      )}
      <h2 className="pt-heading-m">{text('residentialCollege.statusHeading')}</h2>
      <FormikRadios
        name="residenceType"
        legend={text('residentialCollege.residenceType')}
        options={RESIDENCE_TYPES.map((value) => ({ value, label: text(`residentialCollege.residenceTypes.${value}`) }))}
        required
      />
      {values.residenceType !== 'OVERSEAS' && (
        <FormikTextField
          name="commuteMinutes"
          label={text('residentialCollege.commuteMinutes')}
          hint={text('residentialCollege.commuteMinutesHint')}
          inputMode="numeric"
          maxLength={3}
          width="3"
          required
        />
      )}
      <FormikRadios name="needsAccommodation" legend={text('residentialCollege.needsAccommodation')} options={yesNo} inline required />
      <FormikCheckbox name="declaration" label={text('residentialCollege.declaration')} required />
    </>
  );
}
