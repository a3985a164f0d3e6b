/** /applications/{id}/sections/{section}: the kit's section route with this form's pages. */
import { SECTION_PAGES } from '../sections/registry';
import { aidForm } from './long-form';

export const SectionRoutePage = aidForm.sectionRoutePage(SECTION_PAGES);
