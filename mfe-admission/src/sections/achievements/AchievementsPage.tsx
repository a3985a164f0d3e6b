/** Achievements: up to 10 records on the admission form (spec 9), none required. */
import { FieldArray, useFormikContext } from 'formik';
import {
  ACHIEVEMENT_DESCRIPTION_MAX,
  ACHIEVEMENT_LEVELS,
  ACHIEVEMENT_LIMITS,
  ACHIEVEMENT_TITLE_MAX,
  ACHIEVEMENT_TYPES,
  achievementsSchema,
} from '@portal/contracts/schemas/admission/achievements';
import { Button } from '@portal/ui/Button';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikRadios, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionContextOf } from '../context';
import { formText } from '../form-text';
import { RecordList, listFieldId } from '@portal/forms/RecordList';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';

const MAX = ACHIEVEMENT_LIMITS.admission;
const newAchievement = () => ({ title: '', type: '', level: '', year: '', description: '' });
type Values = { achievements: Array<ReturnType<typeof newAchievement>> };
const EMPTY: Values = { achievements: [] };

export default function AchievementsPage({ applicationNumber, form, onContinue }: SectionPageProps) {
  return (
    <AdmissionSectionPage
      applicationNumber={applicationNumber}
      onContinue={onContinue}
      section="achievements"
      emptyValues={EMPTY}
      validate={schemaValidator(achievementsSchema, (values: Values) => values, admissionContextOf(form))} errorSummary={{ idFor: listFieldId }}
    >
      <Records />
    </AdmissionSectionPage>
  );
}

function Records() {
  const text = formText.useText();
  const { values } = useFormikContext<Values>();
  const options = <K extends string>(codes: readonly K[], label: (code: K) => string) => codes.map((value) => ({ value, label: label(value) }));
  return (
    <FieldArray name="achievements">
      {(array) => (
        <RecordList name="achievements" intro={text('achievements.intro', { max: MAX })}>
          {values.achievements.length === 0 && <p className="pt-body">{text('achievements.none')}</p>}
          {values.achievements.map((_, index) => {
            const n = index + 1;
            const name = (field: string) => `achievements[${index}].${field}`;
            return (
              <Fieldset key={index} id={`achievement-${n}`} legend={text('achievements.record', { n })} legendSize="m">
                <FormikTextField name={name('title')} label={text('achievements.title')} hint={text('achievements.titleHint')} maxLength={ACHIEVEMENT_TITLE_MAX} required />
                <FormikSelectField
                  name={name('type')}
                  label={text('achievements.type')}
                  placeholder={text('achievements.choose')}
                  options={options(ACHIEVEMENT_TYPES, (code) => text(`achievements.types.${code}`))}
                  required
                />
                <FormikRadios name={name('level')} legend={text('achievements.level')} options={options(ACHIEVEMENT_LEVELS, (code) => text(`achievements.levels.${code}`))} inline required />
                <FormikTextField name={name('year')} label={text('achievements.year')} hint={text('achievements.yearHint')} inputMode="numeric" maxLength={4} width="4" required />
                <FormikCharacterCountField name={name('description')} label={text('achievements.description')} limit={ACHIEVEMENT_DESCRIPTION_MAX} rows={4} required />
                <Button variant="secondary" type="button" onClick={() => array.remove(index)}>
                  {text('achievements.remove', { n })}
                </Button>
              </Fieldset>
            );
          })}
          {values.achievements.length < MAX ? (
            <Button variant="secondary" type="button" onClick={() => array.push(newAchievement())}>
              {text(values.achievements.length ? 'achievements.addAnother' : 'achievements.add')}
            </Button>
          ) : (
            <p className="pt-body">{text('achievements.limitReached', { max: MAX })}</p>
          )}
        </RecordList>
      )}
    </FieldArray>
  );
}
