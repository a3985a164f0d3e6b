/** Awards: Yes or No; with Yes, one to four awards, each with its awarding body and year (not in the future). */
import { FieldArray, useFormikContext } from 'formik';
import { AWARD_LIMITS, MAX_SCHOLARSHIP_AWARDS, scholarshipAwardsSchema } from '@portal/contracts/schemas/scholarship/awards';
import { RecordList, listFieldId } from '@portal/forms/RecordList';
import { useClearHidden } from '@portal/forms/use-clear-hidden';
import { Button } from '@portal/ui/Button';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikRadios, FormikTextField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { formText } from '../form-text';
import { useYesNoOptions } from './yes-no';
import { ScholarshipSectionPage, today, type SectionPageProps } from './section-page';

const newAward = () => ({ title: '', awardingBody: '', year: '', description: '' });
type Values = { hasAwards: string; awards: Array<ReturnType<typeof newAward>> };
const EMPTY: Values = { hasAwards: '', awards: [] };
const NO_AWARDS: Values['awards'] = [];

export default function AwardsPage({ form, onContinue }: SectionPageProps) {
  return (
    <ScholarshipSectionPage
      form={form}
      onContinue={onContinue}
      section="awards"
      emptyValues={EMPTY}
      validate={schemaValidator(scholarshipAwardsSchema, (values: Values) => values, { today: today() })}
      errorSummary={{ idFor: listFieldId }}
    >
      <AwardsFields />
    </ScholarshipSectionPage>
  );
}

function AwardsFields() {
  const text = formText.useText();
  const yesNo = useYesNoOptions();
  const { values } = useFormikContext<Values>();
  // Awards withdrawn by answering No are not kept.
  useClearHidden(values.hasAwards !== 'YES', 'awards', NO_AWARDS);
  return (
    <>
      <FormikRadios
        name="hasAwards"
        legend={text('awards.hasAwards')}
        hint={text('awards.hasAwardsHint')}
        options={yesNo}
        inline
        required
      />
      {values.hasAwards === 'YES' && (
        <FieldArray name="awards">
          {(array) => (
            <RecordList name="awards" intro={text('awards.intro', { max: MAX_SCHOLARSHIP_AWARDS })}>
              {values.awards.length === 0 && <p className="pt-body">{text('awards.none')}</p>}
              {values.awards.map((_, index) => {
                const n = index + 1;
                const name = (field: string) => `awards[${index}].${field}`;
                return (
                  <Fieldset key={index} id={`award-${n}`} legend={text('awards.record', { n })} legendSize="m">
                    <FormikTextField name={name('title')} label={text('awards.title')} maxLength={AWARD_LIMITS.title} required />
                    <FormikTextField name={name('awardingBody')} label={text('awards.awardingBody')} maxLength={AWARD_LIMITS.awardingBody} required />
                    <FormikTextField name={name('year')} label={text('awards.year')} hint={text('awards.yearHint')} inputMode="numeric" maxLength={4} width="4" required />
                    <FormikCharacterCountField name={name('description')} label={text('awards.description')} limit={AWARD_LIMITS.description} rows={4} required />
                    <Button variant="secondary" type="button" onClick={() => array.remove(index)}>
                      {text('awards.remove', { n })}
                    </Button>
                  </Fieldset>
                );
              })}
              {values.awards.length < MAX_SCHOLARSHIP_AWARDS ? (
                <Button variant="secondary" type="button" onClick={() => array.push(newAward())}>
                  {text(values.awards.length ? 'awards.addAnother' : 'awards.add')}
                </Button>
              ) : (
                <p className="pt-body">{text('awards.limitReached', { max: MAX_SCHOLARSHIP_AWARDS })}</p>
              )}
            </RecordList>
          )}
        </FieldArray>
      )}
    </>
  );
}
