/** Deleting a draft scholarship application (the kit's confirmation); then the status page says "draft deleted". */
import { paths } from '../paths';
import { scholarshipForm } from './long-form';

export const DeleteDraftPage = scholarshipForm.deleteDraftPage({ deletedTo: paths.status });
