/** Choice of Study: up to five ranked programmes, with the ranking rules shown and checked (spec 5). */
import { FieldArray, useFormikContext } from 'formik';
import { DOUBLE_DEGREE_RANKS, MAX_PROGRAMME_CHOICES, programmeByCode, programmesFor, type Programme } from '@portal/contracts/programmes';
import { choiceOfStudySchema } from '@portal/contracts/schemas/admission/choice-of-study';
import { useLanguage } from '@portal/i18n/namespace';
import { Button } from '@portal/ui/Button';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikSelectField } from '@portal/ui/formik';
import { FormikComboboxField } from '@portal/ui/formik-combobox';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';
import { admissionContextOf } from '../context';

interface ChoiceValues {
  programme: string;
  major: string;
}
type Values = { choices: ChoiceValues[] };

const EMPTY: Values = { choices: [{ programme: '', major: '' }] };

export default function ChoiceOfStudyPage(page: SectionPageProps) {
  const { form } = page;
  return (
    <AdmissionSectionPage
      {...page}
      section="choiceOfStudy"
      emptyValues={EMPTY}
      validate={schemaValidator(choiceOfStudySchema, (values: Values) => values, admissionContextOf(form))}
    >
      <Choices form={form} />
    </AdmissionSectionPage>
  );
}

function Choices({ form }: Pick<SectionPageProps, 'form'>) {
  const text = admissionSectionText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const { values, setFieldValue } = useFormikContext<Values>();
  const offered = programmesFor(form.system, form.category === 'MUSIC');
  const rule = (programme: Programme) =>
    programme.ranking === 'ANY' ? undefined : text(`choiceOfStudy.rules.${programme.ranking}`, { min: DOUBLE_DEGREE_RANKS.min, max: DOUBLE_DEGREE_RANKS.max });
  const other = language === 'en-GB' ? 'zh-Hans' : 'en-GB';
  // The ranking rule is shown under the name in the list, not searched: "medic" should not find Law.
  // The code ("CS") and the name in the other language find a programme too.
  const options = offered.map((programme) => ({
    value: programme.code,
    label: programme.name[language],
    hint: rule(programme),
    keywords: [programme.code, programme.name[other]],
  }));
  return (
    <>
      <p className="pt-body">{text('choiceOfStudy.intro', { max: MAX_PROGRAMME_CHOICES })}</p>
      <FieldArray name="choices">
        {(array) => (
          <>
            {values.choices.map((choice, index) => {
              const rank = index + 1;
              const programme = programmeByCode(choice.programme);
              const chosenRule = programme && rule(programme);
              const hint = [index === 0 && text('choiceOfStudy.programmeHint'), chosenRule && text('choiceOfStudy.ruleHint', { rule: chosenRule })].filter(Boolean).join(' ');
              return (
                <Fieldset key={index} id={`choice-${rank}`} legend={text('choiceOfStudy.choice', { rank })} legendSize="s">
                  <FormikComboboxField
                    name={`choices.${index}.programme`}
                    label={text('choiceOfStudy.programme')}
                    hint={hint || undefined}
                    options={options}
                    onChange={() => {
                      // A new programme's majors are its own: the old major no longer applies.
                      void setFieldValue(`choices.${index}.major`, '');
                    }}
                    required
                  />
                  {programme?.majors && (
                    <FormikSelectField
                      name={`choices.${index}.major`}
                      label={text('choiceOfStudy.major')}
                      placeholder={text('choiceOfStudy.chooseMajor')}
                      options={programme.majors.map((major) => ({ value: major.code, label: major.name[language] }))}
                      required
                    />
                  )}
                  <div className="pt-button-group">
                    {index > 0 && (
                      <Button variant="secondary" type="button" onClick={() => array.swap(index, index - 1)}>
                        {text('choiceOfStudy.moveUp', { rank })}
                      </Button>
                    )}
                    {values.choices.length > 1 && (
                      <Button variant="secondary" type="button" onClick={() => array.remove(index)}>
                        {text('choiceOfStudy.remove', { rank })}
                      </Button>
                    )}
                  </div>
                </Fieldset>
              );
            })}
            {values.choices.length < MAX_PROGRAMME_CHOICES && (
              <Button variant="secondary" type="button" onClick={() => array.push({ programme: '', major: '' })}>
                {text('choiceOfStudy.add')}
              </Button>
            )}
          </>
        )}
      </FieldArray>
    </>
  );
}
