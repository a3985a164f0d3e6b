/**
 * Deleting a draft, after a confirmation that says what is lost. On success the form decides where
 * to go (and how the next page says "draft deleted": the shell clears its notices on navigation).
 */
import { useState } from 'react';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { Button, ButtonGroup } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { clearNotifications } from '@portal/ui/report-errors';
import { formsText } from './text';

export interface DeleteDraftPageProps {
  /** The draft's API path (DELETE), e.g. /scholarship/applications/{id}. */
  api: string;
  caption: string;
  title: string;
  /** What is lost. */
  warning: string;
  onDeleted(): void;
  onCancel(): void;
}

export function DeleteDraftPage({ api, caption, title, warning, onDeleted, onCancel }: DeleteDraftPageProps) {
  const text = formsText.useText();
  const [busy, setBusy] = useState(false);
  usePageTitle(title);
  const remove = async () => {
    clearNotifications();
    setBusy(true);
    try {
      await http.delete(api);
      onDeleted();
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeading caption={caption}>{title}</PageHeading>
      <p className="pt-body">
        <strong>{warning}</strong>
      </p>
      <ButtonGroup>
        <Button variant="warning" onClick={() => void remove()} disabled={busy}>
          {text('deleteDraft.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {text('deleteDraft.cancel')}
        </Button>
      </ButtonGroup>
    </>
  );
}
