/**
 * The scholarship application as a long form of the kit (@portal/forms/long-form): its addresses, its
 * words (the remote's namespace), its task list from the API; a submitted application's section and
 * delete addresses lead to its task list, which shows it read-only.
 */
import type { ScholarshipForm } from '@portal/contracts/scholarship/api';
import { isScholarshipSectionId, type ScholarshipSectionId } from '@portal/contracts/scholarship/sections';
import { createLongForm } from '@portal/forms/long-form';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';
import { useScholarshipForm } from './use-scholarship';

export const scholarshipForm = createLongForm<ScholarshipForm, ScholarshipSectionId>({
  paths,
  idParam: 'id',
  idOf: (form) => form.id,
  useForm: useScholarshipForm,
  useText: () => scholarshipText.useText(),
  captionParams: (form) => ({ year: form.academicYear }),
  isSectionId: isScholarshipSectionId,
  notDraft: paths.taskList,
});
