/** Deleting a draft scholarship application (the shared confirmation); then the status page says "draft deleted". */
import { DeleteDraftPage as DeleteDraftFrame } from '@portal/forms/DeleteDraftPage';
import { useNavigate, useParams } from '@portal/router';
import { QueryResult } from '@portal/ui/QueryResult';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';
import { useScholarshipForm } from './use-scholarship';

export function DeleteDraftPage() {
  const text = scholarshipText.useText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const form = useScholarshipForm(id);
  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) => (
        <DeleteDraftFrame
          api={paths.api(id)}
          caption={text('tasks.caption', { year: application.academicYear })}
          title={text('deleteDraft.title', { year: application.academicYear })}
          warning={text('deleteDraft.warning')}
          // The shell clears its notification area on navigation: the next page says it instead.
          onDeleted={() => navigate(paths.status, { replace: true, state: { draftDeleted: true } })}
          onCancel={() => navigate(paths.taskList(id))}
        />
      )}
    </QueryResult>
  );
}
