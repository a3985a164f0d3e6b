/** Awards: Yes or No; with Yes, one to four awards, each with its awarding body and year (not in the future). */
import { useFormikContext } from 'formik';
import { AWARD_LIMITS, MAX_SCHOLARSHIP_AWARDS, scholarshipAwardsSchema } from '@portal/contracts/schemas/scholarship/awards';
import { RepeatableRecords, listFieldId } from '@portal/forms/RecordList';
import { useClearHidden } from '@portal/forms/use-clear-hidden';
import { FormikTextField } from '@portal/ui/formik';
import { FormikYesNo } from '@portal/ui/formik-yes-no';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { scholarshipSectionText } from './section-text';
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
  const text = scholarshipSectionText.useText();
  const { values } = useFormikContext<Values>();
  // Awards withdrawn by answering No are not kept.
  useClearHidden(values.hasAwards !== 'YES', 'awards', NO_AWARDS);
  return (
    <>
      <FormikYesNo
        name="hasAwards"
        legend={text('awards.hasAwards')}
        hint={text('awards.hasAwardsHint')}
      />
      {values.hasAwards === 'YES' && (
        <RepeatableRecords
          name="awards"
          max={MAX_SCHOLARSHIP_AWARDS}
          intro={text('awards.intro', { max: MAX_SCHOLARSHIP_AWARDS })}
          none={text('awards.none')}
          add={text('awards.add')}
          addAnother={text('awards.addAnother')}
          limitReached={text('awards.limitReached', { max: MAX_SCHOLARSHIP_AWARDS })}
          legend={(n) => text('awards.record', { n })}
          recordId={(n) => `award-${n}`}
          remove={(n) => text('awards.remove', { n })}
          newRecord={newAward}
        >
          {(_, index) => {
            const name = (field: string) => `awards[${index}].${field}`;
            return (
              <>
                <FormikTextField name={name('title')} label={text('awards.title')} maxLength={AWARD_LIMITS.title} required />
                <FormikTextField name={name('awardingBody')} label={text('awards.awardingBody')} maxLength={AWARD_LIMITS.awardingBody} required />
                <FormikTextField name={name('year')} label={text('awards.year')} hint={text('awards.yearHint')} inputMode="numeric" maxLength={4} width="4" required />
                <FormikCharacterCountField name={name('description')} label={text('awards.description')} limit={AWARD_LIMITS.description} rows={4} required />
              </>
            );
          }}
        </RepeatableRecords>
      )}
    </>
  );
}
