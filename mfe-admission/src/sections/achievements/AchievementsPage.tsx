/** Achievements: up to 10 records on the admission form (spec 9), none required. */
import {
  ACHIEVEMENT_DESCRIPTION_MAX,
  ACHIEVEMENT_LEVELS,
  ACHIEVEMENT_LIMITS,
  ACHIEVEMENT_TITLE_MAX,
  ACHIEVEMENT_TYPES,
  achievementsSchema,
} from '@portal/contracts/schemas/achievements';
import { FormikRadios, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionContextOf } from '../context';
import { admissionSectionText } from '../section-text';
import { RepeatableRecords, listFieldId } from '@portal/forms/RecordList';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';

const MAX = ACHIEVEMENT_LIMITS.admission;
const newAchievement = () => ({ title: '', type: '', level: '', year: '', description: '' });
type Values = { achievements: Array<ReturnType<typeof newAchievement>> };
const EMPTY: Values = { achievements: [] };

export default function AchievementsPage(page: SectionPageProps) {
  const { form } = page;
  return (
    <AdmissionSectionPage
      {...page}
      section="achievements"
      emptyValues={EMPTY}
      validate={schemaValidator(achievementsSchema, (values: Values) => values, admissionContextOf(form))} errorSummary={{ idFor: listFieldId }}
    >
      <Records />
    </AdmissionSectionPage>
  );
}

function Records() {
  const text = admissionSectionText.useText();
  const options = <K extends string>(codes: readonly K[], label: (code: K) => string) => codes.map((value) => ({ value, label: label(value) }));
  return (
    <RepeatableRecords
      name="achievements"
      max={MAX}
      intro={text('achievements.intro', { max: MAX })}
      none={text('achievements.none')}
      add={text('achievements.add')}
      addAnother={text('achievements.addAnother')}
      limitReached={text('achievements.limitReached', { max: MAX })}
      legend={(n) => text('achievements.record', { n })}
      recordId={(n) => `achievement-${n}`}
      remove={(n) => text('achievements.remove', { n })}
      newRecord={newAchievement}
    >
      {(_, index) => {
        const name = (field: string) => `achievements[${index}].${field}`;
        return (
          <>
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
          </>
        );
      }}
    </RepeatableRecords>
  );
}
