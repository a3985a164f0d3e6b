/**
 * Health and Support: conditions to plan support for (up to 3, each with its type, name and the
 * support needed) and the criminal conviction question with details of at most 1000 characters,
 * counted live. Details appear only after "Yes" and are cleared after "No".
 */
import { FieldArray, useFormikContext } from 'formik';
import { useEffect } from 'react';
import {
  CONDITION_NAME_LIMIT,
  CONDITION_TYPES,
  CONVICTION_DETAILS_LIMIT,
  MAX_CONDITIONS,
  SUPPORT_NEEDED_LIMIT,
  healthSupportSchema,
} from '@portal/contracts/schemas/admission/health-support';
import { Button } from '@portal/ui/Button';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { FormikYesNo } from '@portal/ui/formik-yes-no';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';
import { useClearHidden } from '@portal/forms/use-clear-hidden';

interface ConditionValues {
  type: string;
  name: string;
  support: string;
}
/** Yes/no answers are the radios' text, 'true' or 'false' ('' until answered); the schema reads both. */
type Values = { hasCondition: string; conditions: ConditionValues[]; hasConviction: string; convictionDetails: string };

const EMPTY: Values = { hasCondition: '', conditions: [], hasConviction: '', convictionDetails: '' };
const NO_CONDITIONS: ConditionValues[] = [];
const emptyCondition = (): ConditionValues => ({ type: '', name: '', support: '' });
const isYes = (answer: unknown) => String(answer) === 'true';

export default function HealthSupportPage(page: SectionPageProps) {
  return (
    <AdmissionSectionPage
      {...page}
      section="healthSupport"
      emptyValues={EMPTY}
      validate={schemaValidator(healthSupportSchema)} errorSummary={{ order: ['hasCondition', 'conditions', ...conditionOrder(), 'hasConviction', 'convictionDetails'] }}
    >
      <Fields />
    </AdmissionSectionPage>
  );
}

/** Error-summary order of the record fields (the empty draft has no records to take it from). */
const conditionOrder = () =>
  Array.from({ length: MAX_CONDITIONS + 1 }, (_, index) => ['type', 'name', 'support'].map((field) => `conditions.${index}.${field}`)).flat();

function Fields() {
  const text = admissionSectionText.useText();
  const { values } = useFormikContext<Values>();
  const hasCondition = isYes(values.hasCondition);
  const hasConviction = isYes(values.hasConviction);
  useClearHidden(!hasCondition, 'conditions', NO_CONDITIONS);
  useClearHidden(!hasConviction, 'convictionDetails', '');
  return (
    <>
      <p className="pt-body">{text('healthSupport.intro')}</p>
      <FormikYesNo name="hasCondition" legend={text('healthSupport.hasCondition')} hint={text('healthSupport.hasConditionHint')} values={['true', 'false']} />
      {hasCondition && <Conditions />}
      <FormikYesNo name="hasConviction" legend={text('healthSupport.hasConviction')} hint={text('healthSupport.hasConvictionHint')} values={['true', 'false']} />
      {hasConviction && (
        <FormikCharacterCountField
          name="convictionDetails"
          label={text('healthSupport.convictionDetails')}
          hint={text('healthSupport.convictionDetailsHint')}
          limit={CONVICTION_DETAILS_LIMIT}
          rows={8}
          required
        />
      )}
    </>
  );
}

function Conditions() {
  const text = admissionSectionText.useText();
  const { values } = useFormikContext<Values>();
  const conditions = values.conditions ?? [];
  const options = CONDITION_TYPES.map((type) => ({ value: type, label: text(`healthSupport.types.${type}`) }));
  return (
    <FieldArray name="conditions">
      {(array) => (
        <>
          <EnsureOneCondition count={conditions.length} />
          {conditions.map((_, index) => {
            const number = index + 1;
            return (
              <Fieldset key={index} id={`condition-${number}`} legend={text('healthSupport.condition', { number })} legendSize="m">
                <FormikSelectField name={`conditions[${index}].type`} id={`conditions.${index}.type`} label={text('healthSupport.type')} placeholder={text('healthSupport.chooseType')} options={options} required />
                <FormikTextField name={`conditions[${index}].name`} id={`conditions.${index}.name`} label={text('healthSupport.name')} autoComplete="off" maxLength={CONDITION_NAME_LIMIT} required />
                <FormikCharacterCountField
                  name={`conditions[${index}].support`}
                  id={`conditions.${index}.support`}
                  label={text('healthSupport.support')}
                  hint={text('healthSupport.supportHint')}
                  limit={SUPPORT_NEEDED_LIMIT}
                  rows={4}
                  required
                />
                {conditions.length > 1 && (
                  <Button variant="secondary" type="button" onClick={() => array.remove(index)}>
                    {text('healthSupport.remove', { number })}
                  </Button>
                )}
              </Fieldset>
            );
          })}
          {conditions.length < MAX_CONDITIONS ? (
            <Button variant="secondary" type="button" onClick={() => array.push(emptyCondition())}>
              {text('healthSupport.add')}
            </Button>
          ) : (
            <p className="pt-inset">{text('healthSupport.limitReached', { max: MAX_CONDITIONS })}</p>
          )}
        </>
      )}
    </FieldArray>
  );
}

/**
 * "Yes" with nothing listed yet: puts in the first record so its fields are there to fill in. Sets the
 * list rather than pushing, after render, so running twice (React's strict mode) still makes one.
 */
function EnsureOneCondition({ count }: { count: number }) {
  const { setFieldValue } = useFormikContext<Values>();
  useEffect(() => {
    if (count === 0) void setFieldValue('conditions', [emptyCondition()], false);
  }, [count, setFieldValue]);
  return null;
}
