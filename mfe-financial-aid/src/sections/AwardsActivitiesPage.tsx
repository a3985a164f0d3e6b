/** Awards and co-curricular activities: awards and scholarships received (at most 10) and activities (at most 10); both lists may be empty. */
import {
  AWARDS_ACTIVITIES_LIMITS,
  MAX_AID_ACTIVITIES,
  MAX_AID_AWARDS,
  aidAwardsActivitiesSchema,
} from '@portal/contracts/schemas/financial-aid/awards-activities';
import { RepeatableRecords, listFieldId } from '@portal/forms/RecordList';
import { FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { aidFormText } from '../form/form-text';
import { AMOUNT_INPUT } from './FinancialDetailsPage';
import { AidSectionPage, aidContextOf, type SectionPageProps } from './section-page';

const newAward = () => ({ name: '', year: '', amount: '' });
const newActivity = () => ({ activity: '', role: '', fromYear: '', toYear: '' });
type Values = { awards: Array<ReturnType<typeof newAward>>; activities: Array<ReturnType<typeof newActivity>> };
const EMPTY: Values = { awards: [], activities: [] };
const YEAR_INPUT = { inputMode: 'numeric', maxLength: 4, width: '4' } as const;

export default function AwardsActivitiesPage({ form, onContinue }: SectionPageProps) {
  return (
    <AidSectionPage<Values>
      form={form}
      onContinue={onContinue}
      section="awardsActivities"
      emptyValues={EMPTY}
      validate={schemaValidator(aidAwardsActivitiesSchema, (values: Values) => values, aidContextOf(form))}
      errorSummary={{ idFor: listFieldId }}
    >
      <Fields />
    </AidSectionPage>
  );
}

function Fields() {
  const text = aidFormText.useText();
  return (
    <>
      <h2 className="pt-heading-m">{text('awardsActivities.awardsHeading')}</h2>
      <RepeatableRecords
        name="awards"
        max={MAX_AID_AWARDS}
        intro={text('awardsActivities.awardsIntro', { max: MAX_AID_AWARDS })}
        none={text('awardsActivities.awardsNone')}
        add={text('awardsActivities.addAward')}
        addAnother={text('awardsActivities.addAnotherAward')}
        limitReached={text('awardsActivities.awardsLimit', { max: MAX_AID_AWARDS })}
        legend={(n) => text('awardsActivities.award', { n })}
        recordId={(n) => `award-${n}`}
        remove={(n) => text('awardsActivities.removeAward', { n })}
        newRecord={newAward}
      >
        {(_, index) => {
          const name = (field: string) => `awards[${index}].${field}`;
          return (
            <>
              <FormikTextField name={name('name')} label={text('awardsActivities.awardName')} maxLength={AWARDS_ACTIVITIES_LIMITS.name} required />
              <FormikTextField name={name('year')} label={text('awardsActivities.year')} hint={text('awardsActivities.yearHint')} {...YEAR_INPUT} required />
              <FormikTextField name={name('amount')} label={text('awardsActivities.amount')} hint={text('awardsActivities.amountHint')} {...AMOUNT_INPUT} />
            </>
          );
        }}
      </RepeatableRecords>
      <h2 className="pt-heading-m">{text('awardsActivities.activitiesHeading')}</h2>
      <RepeatableRecords
        name="activities"
        max={MAX_AID_ACTIVITIES}
        intro={text('awardsActivities.activitiesIntro', { max: MAX_AID_ACTIVITIES })}
        none={text('awardsActivities.activitiesNone')}
        add={text('awardsActivities.addActivity')}
        addAnother={text('awardsActivities.addAnotherActivity')}
        limitReached={text('awardsActivities.activitiesLimit', { max: MAX_AID_ACTIVITIES })}
        legend={(n) => text('awardsActivities.activityRecord', { n })}
        recordId={(n) => `activity-${n}`}
        remove={(n) => text('awardsActivities.removeActivity', { n })}
        newRecord={newActivity}
      >
        {(_, index) => {
          const name = (field: string) => `activities[${index}].${field}`;
          return (
            <>
              <FormikTextField name={name('activity')} label={text('awardsActivities.activity')} maxLength={AWARDS_ACTIVITIES_LIMITS.activity} required />
              <FormikTextField name={name('role')} label={text('awardsActivities.role')} maxLength={AWARDS_ACTIVITIES_LIMITS.role} required />
              <FormikTextField name={name('fromYear')} label={text('awardsActivities.fromYear')} {...YEAR_INPUT} required />
              <FormikTextField name={name('toYear')} label={text('awardsActivities.toYear')} {...YEAR_INPUT} required />
            </>
          );
        }}
      </RepeatableRecords>
    </>
  );
}
