/** Referee nomination: exactly two referees, reached at work e-mail addresses (spec 3 and 5). */
import { LIMITS } from '@portal/contracts/limits';
import { ORGANISATION_MAX, POSITION_MAX, REFEREE_COUNT, REFEREE_RELATIONSHIPS, refereesSchema } from '@portal/contracts/schemas/admission/referees';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionSectionText } from '../section-text';
import { listFieldId } from '@portal/forms/RecordList';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';

const newReferee = () => ({ name: '', position: '', organisation: '', relationship: '', email: '', phone: { countryCode: '', number: '' } });
type Values = { referees: Array<ReturnType<typeof newReferee>> };
const EMPTY: Values = { referees: Array.from({ length: REFEREE_COUNT }, newReferee) };

export default function RefereesPage({ applicationNumber, onContinue }: SectionPageProps) {
  const text = admissionSectionText.useText();
    const relationships = REFEREE_RELATIONSHIPS.map((value) => ({ value, label: text(`referees.relationships.${value}`) }));
  return (
    <AdmissionSectionPage
      applicationNumber={applicationNumber}
      onContinue={onContinue}
      section="referees"
      emptyValues={EMPTY}
      validate={schemaValidator(refereesSchema)} errorSummary={{ idFor: listFieldId }}
    >
      <p className="pt-body">{text('referees.intro')}</p>
      {/* Always two: the spec asks for two per application, so there is nothing to add or remove. */}
      {Array.from({ length: REFEREE_COUNT }, (_, index) => {
        const n = index + 1;
        const name = (field: string) => `referees[${index}].${field}`;
        return (
          <Fieldset key={index} id={`referee-${n}`} legend={text('referees.referee', { n })} legendSize="m">
            <FormikTextField name={name('name')} label={text('referees.name')} autoComplete="off" spellCheck={false} maxLength={LIMITS.name} required />
            <FormikTextField name={name('position')} label={text('referees.position')} hint={text('referees.positionHint')} autoComplete="off" maxLength={POSITION_MAX} required />
            <FormikTextField name={name('organisation')} label={text('referees.organisation')} autoComplete="off" maxLength={ORGANISATION_MAX} required />
            <FormikSelectField name={name('relationship')} label={text('referees.relationship')} placeholder={text('referees.choose')} options={relationships} required />
            <FormikTextField name={name('email')} type="email" label={text('referees.email')} autoComplete="off" spellCheck={false} maxLength={LIMITS.email} required />
            <Fieldset id={`referee-${n}-phone`} legend={text('referees.phone')} required>
              <FormikTextField name={name('phone.countryCode')} label={text('referees.countryCode')} inputMode="numeric" autoComplete="off" maxLength={LIMITS.countryCode} width="4" required />
              <FormikTextField name={name('phone.number')} label={text('referees.number')} inputMode="numeric" autoComplete="off" maxLength={LIMITS.contactNumber} width="10" required />
            </Fieldset>
          </Fieldset>
        );
      })}
    </AdmissionSectionPage>
  );
}
