/** Deleting a draft, after a confirmation that says what is lost; then the spec's "draft deleted" message. */
import { applicationChoiceStore } from '@portal/http/application-choice';
import { http } from '@portal/http/client';
import { useNavigate, useParams } from '@portal/router';
import { Button, ButtonGroup } from '@portal/ui/Button';
import { useDocumentTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { clearNotifications } from '@portal/ui/report-errors';
import { useState } from 'react';
import { admissionText } from '../admission-text';
import { paths } from './paths';

export function DeleteDraftPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const title = text('deleteDraft.title', { number: applicationNumber });
  useDocumentTitle(title);
  const remove = async () => {
    clearNotifications();
    setBusy(true);
    try {
      await http.delete(paths.api(applicationNumber));
      // The layout's menus stop following the deleted draft.
      void applicationChoiceStore.getState().refresh();
      // The shell clears its notification area on navigation: the next page says it instead.
      navigate(paths.apply, { replace: true, state: { draftDeleted: true } });
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeading caption={text('tasks.caption', { number: applicationNumber })}>{title}</PageHeading>
      <p className="pt-body">
        <strong>{text('deleteDraft.warning')}</strong>
      </p>
      <ButtonGroup>
        <Button variant="warning" onClick={() => void remove()} disabled={busy}>
          {text('deleteDraft.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.taskList(applicationNumber))}>
          {text('deleteDraft.cancel')}
        </Button>
      </ButtonGroup>
    </>
  );
}
