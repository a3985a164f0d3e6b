/** /applications/{id}/sections/{section}: the kit's section route with this form's pages. */
import { SECTION_PAGES } from '../sections/registry';
import { scholarshipForm } from './long-form';

export const SectionRoutePage = scholarshipForm.sectionRoutePage(SECTION_PAGES);
