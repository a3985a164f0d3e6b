/** Deleting a draft application (the kit's confirmation); then Apply says "draft deleted". */
import { applicationChoiceStore } from '@portal/http/application-choice';
import { admissionForm } from './long-form';
import { paths } from '../paths';

export const DeleteDraftPage = admissionForm.deleteDraftPage({
  deletedTo: paths.apply,
  // The layout's menus stop following the deleted draft.
  onDeleted: () => void applicationChoiceStore.getState().refresh(),
});
