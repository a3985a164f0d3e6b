/** Deleting a draft application (the shared confirmation); then Apply says "draft deleted". */
import { DeleteDraftPage as DeleteDraftFrame } from '@portal/forms/DeleteDraftPage';
import { applicationChoiceStore } from '@portal/http/application-choice';
import { useNavigate, useParams } from '@portal/router';
import { admissionText } from '../admission-text';
import { paths } from './paths';

export function DeleteDraftPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const navigate = useNavigate();
  return (
    <DeleteDraftFrame
      api={paths.api(applicationNumber)}
      caption={text('tasks.caption', { number: applicationNumber })}
      title={text('deleteDraft.title', { number: applicationNumber })}
      warning={text('deleteDraft.warning')}
      onDeleted={() => {
        // The layout's menus stop following the deleted draft.
        void applicationChoiceStore.getState().refresh();
        // The shell clears its notification area on navigation: the next page says it instead.
        navigate(paths.apply, { replace: true, state: { draftDeleted: true } });
      }}
      onCancel={() => navigate(paths.taskList(applicationNumber))}
    />
  );
}
