/** Deleting a draft financial aid application (the shared confirmation); then the status page says "draft deleted". */
import { DeleteDraftPage as DeleteDraftFrame } from '@portal/forms/DeleteDraftPage';
import { Navigate, useNavigate, useParams } from '@portal/router';
import { QueryResult } from '@portal/ui/QueryResult';
import { paths } from '../paths';
import { useAidForm } from './aid-api';
import { formText } from './form-text';

export function DeleteDraftPage() {
  const text = formText.useText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const form = useAidForm(id);
  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) =>
        application.status !== 'DRAFT' ? (
          <Navigate to={paths.progress(id)} replace />
        ) : (
          <DeleteDraftFrame
            api={paths.api(id)}
            caption={text('tasks.caption', { year: application.academicYear })}
            title={text('deleteDraft.title', { year: application.academicYear })}
            warning={text('deleteDraft.warning')}
            // The shell clears its notification area on navigation: the next page says it instead.
            onDeleted={() => navigate(paths.status, { replace: true, state: { draftDeleted: true } })}
            onCancel={() => navigate(paths.taskList(id))}
          />
        )
      }
    </QueryResult>
  );
}
