/**
 * Work shared among officers on one application (issue 37, @portal/contracts/office/shared-work),
 * the same in every console of applications: who else has it open now, who it is assigned to (assign
 * an officer, or oneself; take one off), and the internal notes with their optional rating (add one).
 * The console gives the application's API path; its routes are api/src/staff/shared-work/routes.ts.
 * What each change did is said in a polite status line, and the timeline the office reads shows it.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import {
  OFFICE_NOTE_MAX,
  OFFICE_RATINGS,
  PRESENCE_HEARTBEAT_SECONDS,
  type OfficeRating,
  type PresentOfficer,
  type SharedWork,
} from '@portal/contracts/office/shared-work';
import { assignOfficerSchema, officeNoteSchema, type AssignOfficerInput, type OfficeNoteInput } from '@portal/contracts/schemas/office-work';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { Button } from '../Button';
import { formatDateTime } from '../format';
import { FormikErrorSummary, FormikRadios, FormikSelectField } from '../formik';
import { FormikCharacterCountField } from '../formik-character-count';
import { QueryResult } from '../QueryResult';
import { clearNotifications, reportErrors } from '../report-errors';
import { schemaValidator } from '../schema-validation';
import { uiText } from '../text';
import { TitledSection } from '../TitledSection';
import { VisuallyHidden } from '../VisuallyHidden';

type Text = ReturnType<typeof uiText.useText>;

/** `api`: the application's API path as the console asks it (without /api), e.g. /office/admission/applications/24000001. */
export function SharedWorkSection({ api }: { api: string }) {
  const text = uiText.useText();
  const loaded = useApiQuery<SharedWork>(`${api}/work`);
  // Each change answers the work as it now stands; it replaces what was loaded.
  const [changed, setChanged] = useState<SharedWork | null>(null);
  const [said, setSaid] = useState('');
  const openBy = useOfficersHere(api);
  const apply = (work: SharedWork, message: string) => {
    setChanged(work);
    setSaid(message);
  };
  return (
    <TitledSection id="shared-work" title={text('sharedWork.title')}>
      <OpenBy officers={openBy} text={text} />
      <p className="pt-visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      <QueryResult query={loaded} what={text('sharedWork.title')}>
        {(first) => {
          const work = changed ?? first;
          return (
            <>
              <Assignees api={api} work={work} onChange={apply} text={text} />
              <Notes api={api} work={work} onChange={apply} text={text} />
            </>
          );
        }}
      </QueryResult>
    </TitledSection>
  );
}

/**
 * Tells the server the application is open, every PRESENCE_HEARTBEAT_SECONDS while it stays open
 * (unattended: an open tab keeps no session alive), and that it was left; answers who else has it open.
 */
function useOfficersHere(api: string): PresentOfficer[] {
  const [openBy, setOpenBy] = useState<PresentOfficer[]>([]);
  useEffect(() => {
    let left = false;
    const stillOpen = () =>
      http.put<{ openBy: PresentOfficer[] }>(`${api}/presence`, undefined, { unattended: true }).then(
        (response) => !left && setOpenBy(response.data.openBy),
        // A missed heartbeat is not the officer's concern; the next one tries again.
        () => undefined,
      );
    const leave = () => void http.delete(`${api}/presence`, { unattended: true, keepalive: true }).catch(() => undefined);
    void stillOpen();
    const heartbeat = window.setInterval(stillOpen, PRESENCE_HEARTBEAT_SECONDS * 1000);
    // The tab closed or the browser left the portal: say so while the page can still send.
    window.addEventListener('pagehide', leave);
    return () => {
      left = true;
      window.clearInterval(heartbeat);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [api]);
  return openBy;
}

function OpenBy({ officers, text }: { officers: readonly PresentOfficer[]; text: Text }) {
  // Always there, so that an officer who opens the application is announced when they do.
  return (
    <div aria-live="polite">
      {officers.length > 0 && (
        <p className="pt-inset-text">
          {text('sharedWork.openBy', { names: officers.map((officer) => text('sharedWork.openByOfficer', { name: officer.fullName, time: formatDateTime(officer.since) })).join('; ') })}
        </p>
      )}
    </div>
  );
}

interface PartProps {
  api: string;
  work: SharedWork;
  onChange: (work: SharedWork, said: string) => void;
  text: Text;
}

function Assignees({ api, work, onChange, text }: PartProps) {
  const assigned = new Set(work.assignees.map((assignee) => assignee.id));
  const nameOf = (id: string) => work.officers.find((officer) => officer.id === id)?.fullName ?? '';
  const assign = async (values: AssignOfficerInput, helpers: FormikHelpers<AssignOfficerInput>) => {
    clearNotifications();
    try {
      const { data } = await http.post<SharedWork>(`${api}/assignees`, values);
      onChange(data, text('sharedWork.assigned', { name: nameOf(values.staffId) }));
      helpers.resetForm();
    } catch (error) {
      reportErrors(error, helpers, ['staffId']);
    }
  };
  const remove = async (id: string, name: string) => {
    clearNotifications();
    try {
      onChange((await http.delete<SharedWork>(`${api}/assignees/${id}`)).data, text('sharedWork.removed', { name }));
    } catch (error) {
      // No field to put it beside: the shell's notification area says what went wrong.
      notificationStore.getState().showErrors(apiErrorsOf(error));
    }
  };
  return (
    <>
      <h3 className="pt-heading-s">{text('sharedWork.assignees')}</h3>
      {work.assignees.length === 0 ? (
        <p className="pt-body">{text('sharedWork.nobodyAssigned')}</p>
      ) : (
        <ul className="pt-list">
          {work.assignees.map((assignee) => (
            <li key={assignee.id}>
              {assignee.fullName} <span className="pt-hint">{text('sharedWork.assignedBy', { by: assignee.assignedBy, at: formatDateTime(assignee.assignedAt) })}</span>{' '}
              <Button variant="link" onClick={() => void remove(assignee.id, assignee.fullName)}>
                {text('sharedWork.remove')}
                <VisuallyHidden> {assignee.fullName}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Formik<AssignOfficerInput> initialValues={{ staffId: '' }} validate={schemaValidator(assignOfficerSchema)} onSubmit={assign}>
        {({ isSubmitting, submitForm, setFieldValue }) => (
          <Form noValidate aria-label={text('sharedWork.assignFormLabel')}>
            <FormikErrorSummary />
            <FormikSelectField
              name="staffId"
              label={text('sharedWork.officer')}
              hint={text('sharedWork.officerHint')}
              placeholder={text('sharedWork.chooseOfficer')}
              options={work.officers.filter((officer) => !assigned.has(officer.id)).map((officer) => ({ value: officer.id, label: officer.fullName }))}
            />
            <div className="pt-button-group">
              <Button type="submit" variant="secondary" disabled={isSubmitting}>
                {text('sharedWork.assign')}
              </Button>
              {!assigned.has(work.me) && (
                <Button
                  variant="secondary"
                  disabled={isSubmitting}
                  onClick={async () => {
                    await setFieldValue('staffId', work.me, false);
                    await submitForm();
                  }}
                >
                  {text('sharedWork.assignMe')}
                </Button>
              )}
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
}

function Notes({ api, work, onChange, text }: PartProps) {
  const add = async (values: OfficeNoteInput, helpers: FormikHelpers<OfficeNoteInput>) => {
    clearNotifications();
    try {
      const { data } = await http.post<SharedWork>(`${api}/notes`, values);
      onChange(data, text('sharedWork.noteAdded'));
      helpers.resetForm();
    } catch (error) {
      reportErrors(error, helpers, ['note', 'rating']);
    }
  };
  return (
    <>
      <h3 className="pt-heading-s">{text('sharedWork.notes')}</h3>
      <p className="pt-hint">{text('sharedWork.notesHint')}</p>
      {work.notes.length === 0 ? (
        <p className="pt-body">{text('sharedWork.noNotes')}</p>
      ) : (
        <ul className="pt-list">
          {work.notes.map((note) => (
            <li key={note.id}>
              <p className="pt-body pt-preserve-lines">{note.body}</p>
              <p className="pt-hint">
                {text('sharedWork.noteBy', { by: note.by, at: formatDateTime(note.at) })}
                {note.rating !== null && <> · {text('sharedWork.rated', { rating: note.rating, words: ratingWords(text, note.rating) })}</>}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Formik<OfficeNoteInput> initialValues={{ note: '', rating: '' }} validate={schemaValidator(officeNoteSchema)} onSubmit={add}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('sharedWork.noteFormLabel')}>
            <FormikErrorSummary />
            <FormikCharacterCountField name="note" label={text('sharedWork.note')} limit={OFFICE_NOTE_MAX} rows={3} required />
            <FormikRadios
              name="rating"
              legend={text('sharedWork.rating')}
              legendSize="s"
              inline
              options={[
                { value: '', label: text('sharedWork.noRating') },
                ...OFFICE_RATINGS.map((rating) => ({ value: String(rating), label: text('sharedWork.ratingChoice', { rating, words: ratingWords(text, rating) }) })),
              ]}
            />
            <Button type="submit" variant="secondary" disabled={isSubmitting}>
              {text('sharedWork.addNote')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** A rating's words ("very good"). */
const ratingWords = (text: Text, rating: number) => text(`sharedWork.ratings.${String(rating) as `${OfficeRating}`}`);

