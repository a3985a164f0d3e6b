/**
 * /applications/{number}/sections/{section}: the kit's section route with this form's pages (a section
 * of the category without a page yet is not linked, and "Save and continue" passes it by).
 */
import { SECTION_PAGES } from '../sections/registry';
import { admissionForm } from './long-form';

export const SectionRoutePage = admissionForm.sectionRoutePage(SECTION_PAGES);
