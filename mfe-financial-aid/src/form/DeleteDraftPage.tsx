/** Deleting a draft financial aid application (the kit's confirmation); then the status page says "draft deleted". */
import { paths } from '../paths';
import { aidForm } from './long-form';

export const DeleteDraftPage = aidForm.deleteDraftPage({ deletedTo: paths.status });
