/**
 * /office/admission/applications/:number/interviews: the invitations sent (and which time was
 * chosen), and a new invitation — interview or test, a message, new times (date and time in
 * Singapore, a duration, a place in English and Chinese and/or a video link) and/or times already offered to others that
 * nobody has taken. Checked by the shared schema; a time is sent as an ISO date-time at +08:00.
 */
import { useState } from 'react';
import { FieldArray, Form, Formik, getIn, type FormikErrors, type FormikHelpers } from 'formik';
import { AFTER_SUBMISSION_LIMITS, type InterviewInvitation, type InterviewSlot } from '@portal/contracts/admission/appeals';
import type { Language } from '@portal/contracts/languages';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import { interviewInvitationSchema } from '@portal/contracts/schemas/admission/appeals';
import { http } from '@portal/http/client';
import { useListWords } from '@portal/i18n/lists';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikCheckbox, FormikDateField, FormikErrorSummary, FormikRadios, FormikTextField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionOfficeText } from '../office-text';
import { officeApi } from './office-api';
import { useWriteInHint } from './write-in-hint';
import { ApplicationSubpage } from '../applications/ApplicationSubpage';

interface SlotValues {
  date: string;
  time: string;
  durationMinutes: string;
  /** In English and Chinese: a time may be offered to applicants reading either (issue 35). */
  place: Record<Language, string>;
  videoLink: string;
}

interface InvitationValues {
  kind: string;
  message: string;
  slots: SlotValues[];
  /** slot id → offered */
  offered: Record<string, boolean>;
}

const emptySlot: SlotValues = { date: '', time: '', durationMinutes: '30', place: { 'en-GB': '', 'zh-Hans': '' }, videoLink: '' };

/** The body the API takes: Singapore date and time → ISO at +08:00 (an unreadable date stays as typed, for the schema to refuse). */
function toBody(values: InvitationValues) {
  return {
    kind: values.kind,
    message: values.message,
    slots: values.slots.map((slot) => {
      const iso = parseDisplayDate(slot.date);
      const startsAt = iso && /^\d{2}:\d{2}$/.test(slot.time) ? `${iso}T${slot.time}:00+08:00` : `${slot.date} ${slot.time}`.trim();
      return { startsAt, durationMinutes: Number(slot.durationMinutes), place: slot.place, videoLink: slot.videoLink };
    }),
    slotIds: Object.entries(values.offered).filter(([, on]) => on).map(([id]) => id),
  };
}

/** The schema's errors on a slot's startsAt belong to the date field the officer typed. */
function validateInvitation(values: InvitationValues): FormikErrors<InvitationValues> {
  const errors = schemaValidator(interviewInvitationSchema, toBody, { now: new Date().toISOString() })(values) as Record<string, unknown>;
  const slots = errors.slots as Array<Record<string, unknown> | undefined> | string | undefined;
  if (Array.isArray(slots)) {
    errors.slots = slots.map((slot) => (slot ? { ...slot, date: slot.startsAt, startsAt: undefined } : slot));
  }
  if (errors.slotIds) {
    // "Offer at least one time": shown on the first new time.
    errors.slots = Array.isArray(errors.slots) ? errors.slots : [{ date: errors.slotIds }];
    delete errors.slotIds;
  }
  return JSON.parse(JSON.stringify(errors)) as FormikErrors<InvitationValues>;
}

export function InterviewsPage() {
  const text = admissionOfficeText.useText();
  const { applicationNumber = '' } = useParams();
  const writeIn = useWriteInHint(applicationNumber);
  const api = `${officeApi.application(applicationNumber)}/interviews`;
  const invitations = useApiQuery<InterviewInvitation[]>(api);
  const openSlots = useApiQuery<InterviewSlot[]>('/office/admission/interview-slots');
  // Said once sent: the form empties itself, so without this nothing would tell the officer it went.
  const [sent, setSent] = useState(false);
  // The place in the officer's language (the office gives both, issue 35).
  const words = useListWords();
  const where = (slot: InterviewSlot) => words.list([slot.place?.[words.language], slot.videoLink]);
  const describe = (slot: InterviewSlot) => text('appeals.interviews.slotLine', { start: formatDateTime(slot.startsAt), minutes: slot.durationMinutes, where: where(slot) });
  const onSubmit = async (values: InvitationValues, helpers: FormikHelpers<InvitationValues>) => {
    clearNotifications();
    setSent(false);
    try {
      await http.post(api, toBody(values));
      helpers.resetForm();
      setSent(true);
      invitations.reload();
      openSlots.reload();
    } catch (error) {
      reportErrors(error, helpers, ['kind', 'message']);
    }
  };
  return (
    <ApplicationSubpage applicationNumber={applicationNumber} title={text('appeals.interviews.title')} caption={text('appeals.common.caption', { number: applicationNumber })} done={sent && text('appeals.interviews.sent')}>
      <h2 className="pt-heading-m">{text('appeals.interviews.existing')}</h2>
      <QueryResult query={invitations} what={text('appeals.interviews.existing')}>
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">{text('appeals.interviews.none')}</p>
          ) : (
            <ul className="pt-list">
              {list.map((invitation) => {
                const chosen = invitation.slots.find((slot) => slot.id === invitation.chosenSlotId);
                return (
                  <li key={invitation.id}>
                    {text(`appeals.interviews.kinds.${invitation.kind}`)} — {text('appeals.interviews.invitedAt', { date: formatDateTime(invitation.invitedAt) })} —{' '}
                    {chosen ? text('appeals.interviews.chosen', { start: describe(chosen) }) : text('appeals.interviews.notChosen')}
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryResult>
      <Formik<InvitationValues> initialValues={{ kind: 'INTERVIEW', message: '', slots: [emptySlot], offered: {} }} validate={validateInvitation} onSubmit={onSubmit}>
        {({ values, errors, isSubmitting, submitCount }) => (
          <Form noValidate aria-label={text('appeals.interviews.invite')}>
            <FormikErrorSummary />
            <FormikRadios name="kind" legend={text('appeals.interviews.kind')} options={(['INTERVIEW', 'TEST'] as const).map((value) => ({ value, label: text(`appeals.interviews.kinds.${value}`) }))} inline required />
            <FormikCharacterCountField name="message" label={text('appeals.interviews.message')} hint={writeIn} limit={AFTER_SUBMISSION_LIMITS.officeMessage} rows={3} />
            <FieldArray name="slots">
              {({ push, remove }) => (
                <>
                  {values.slots.map((_, index) => (
                    <Fieldset key={index} id={`slots.${index}`} legend={text('appeals.interviews.slotsLegend', { index: index + 1 })} legendSize="m" hint={text('appeals.interviews.placeHint')}>
                      <FormikDateField name={`slots.${index}.date`} label={text('appeals.interviews.date')} hint={text('appeals.interviews.dateHint')} required />
                      <FormikTextField name={`slots.${index}.time`} label={text('appeals.interviews.time')} hint={text('appeals.interviews.timeHint')} width="5" required />
                      <FormikTextField name={`slots.${index}.durationMinutes`} label={text('appeals.interviews.duration')} inputMode="numeric" width="5" required />
                      <FormikTextField name={`slots.${index}.place.en-GB`} label={text('appeals.interviews.placeEn')} maxLength={AFTER_SUBMISSION_LIMITS.place} lang="en-GB" />
                      <FormikTextField name={`slots.${index}.place.zh-Hans`} label={text('appeals.interviews.placeZh')} maxLength={AFTER_SUBMISSION_LIMITS.place} lang="zh-Hans" />
                      <FormikTextField name={`slots.${index}.videoLink`} label={text('appeals.interviews.videoLink')} type="url" />
                      {values.slots.length > 1 && (
                        <Button variant="secondary" onClick={() => remove(index)}>
                          {text('appeals.interviews.removeSlot', { index: index + 1 })}
                        </Button>
                      )}
                    </Fieldset>
                  ))}
                  {values.slots.length < AFTER_SUBMISSION_LIMITS.slotsPerInvitation && (
                    <Button variant="secondary" onClick={() => push(emptySlot)}>
                      {text('appeals.interviews.addSlot')}
                    </Button>
                  )}
                </>
              )}
            </FieldArray>
            <QueryResult query={openSlots} what={text('appeals.interviews.openSlots')}>
              {(slots) => {
                const offerable = slots.filter((slot) => slot.kind === values.kind);
                return offerable.length === 0 ? null : (
                  <Fieldset id="offered" legend={text('appeals.interviews.openSlots')} error={submitCount > 0 ? (getIn(errors, 'offered') as string | undefined) : undefined}>
                    {offerable.map((slot) => (
                      <FormikCheckbox key={slot.id} name={`offered.${slot.id}`} id={`offered-${slot.id}`} label={describe(slot)} />
                    ))}
                  </Fieldset>
                );
              }}
            </QueryResult>
            <Button type="submit" disabled={isSubmitting}>
              {text('appeals.interviews.invite')}
            </Button>
          </Form>
        )}
      </Formik>
    </ApplicationSubpage>
  );
}
