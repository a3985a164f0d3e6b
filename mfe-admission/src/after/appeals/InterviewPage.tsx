/**
 * Interview/test invitation (spec 2): the offered times, one chosen and confirmed (a time another
 * candidate took is shown taken and refused by the server), then the chosen time with a calendar file.
 */
import { useState, type FormEvent } from 'react';
import type { InterviewInvitation, InterviewSlot } from '@portal/contracts/admission/appeals';
import { apiErrorsOf } from '@portal/http/errors';
import { http, withApiBase } from '@portal/http/client';
import { useLanguage } from '@portal/i18n/namespace';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { formatDateTime } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { Radios } from '@portal/ui/Radios';
import { clearNotifications } from '@portal/ui/report-errors';
import { SummaryList } from '@portal/ui/SummaryList';
import { admissionText } from '../../admission-text';
import { paths } from '../../paths';

const interviewApi = (number: string) => `${paths.api(number)}/interview`;

export function InterviewPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const state = useApiQuery<{ invitation: InterviewInvitation | null }>(interviewApi(applicationNumber));
  const [confirmed, setConfirmed] = useState(false);
  usePageTitle(text('appeals.interview.title'));
  return (
    <>
      <PageHeading caption={text('appeals.appeal.caption', { number: applicationNumber })}>{text('appeals.interview.title')}</PageHeading>
      {confirmed && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{text('appeals.interview.confirmed')}</p>
        </NotificationBanner>
      )}
      <QueryResult query={state} what={text('appeals.interview.loadingWhat')}>
        {({ invitation }) =>
          invitation ? (
            <Invitation
              applicationNumber={applicationNumber}
              invitation={invitation}
              onChosen={() => {
                setConfirmed(true);
                state.reload();
              }}
              onRefused={() => state.reload()}
            />
          ) : (
            <p className="pt-body">{text('appeals.interview.none')}</p>
          )
        }
      </QueryResult>
    </>
  );
}

function Invitation({ applicationNumber, invitation, onChosen, onRefused }: { applicationNumber: string; invitation: InterviewInvitation; onChosen(): void; onRefused(): void }) {
  const text = admissionText.useText();
  const [slotId, setSlotId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The place in the page's language (the office gives both, issue 35).
  const language = useLanguage();
  const where = (slot: InterviewSlot) => slot.place?.[language] ?? text('appeals.interview.videoCall');
  const describe = (slot: InterviewSlot) => text('appeals.interview.slot', { start: formatDateTime(slot.startsAt), minutes: slot.durationMinutes, where: where(slot) });
  const chosen = invitation.slots.find((slot) => slot.id === invitation.chosenSlotId);

  if (chosen) {
    return (
      <>
        <p className="pt-body">{text(`appeals.interview.chosen.${invitation.kind}`, { start: formatDateTime(chosen.startsAt), minutes: chosen.durationMinutes })}</p>
        <SummaryList
          rows={[
            { key: text('appeals.interview.where'), value: chosen.videoLink ? <a className="pt-link" href={chosen.videoLink}>{chosen.videoLink}</a> : chosen.place?.[language] },
            ...(invitation.message ? [{ key: text('appeals.interview.message'), value: invitation.message }] : []),
          ]}
        />
        <p className="pt-body">
          <a className="pt-link" href={withApiBase(`${interviewApi(applicationNumber)}/calendar.ics`)} download>
            {text('appeals.interview.calendar')}
          </a>
        </p>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearNotifications();
    if (!slotId) {
      setError(text('appeals.interview.chooseLegend'));
      return;
    }
    setBusy(true);
    try {
      await http.post(`${interviewApi(applicationNumber)}/slot`, { slotId });
      onChosen();
    } catch (failure) {
      notificationStore.getState().showErrors(apiErrorsOf(failure));
      onRefused();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className="pt-body">{text(`appeals.interview.invited.${invitation.kind}`)}</p>
      {invitation.message && (
        <div className="pt-inset-text">
          <p className="pt-body">{invitation.message}</p>
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={text('appeals.interview.chooseLegend')}>
        <Radios
          id="slotId"
          name="slotId"
          legend={text('appeals.interview.chooseLegend')}
          options={invitation.slots.map((slot) => ({
            value: slot.id,
            label: slot.taken ? text('appeals.interview.taken', { slot: describe(slot) }) : describe(slot),
            disabled: slot.taken,
          }))}
          value={slotId}
          onChange={(value) => {
            setSlotId(value);
            setError(undefined);
          }}
          error={error}
          required
        />
        <Button type="submit" disabled={busy}>
          {text('appeals.interview.confirm')}
        </Button>
      </form>
    </>
  );
}
