/**
 * What every scholarship section page gets (SectionPageProps) and the kit's frame around it
 * (ScholarshipSectionPage): the caption and heading, the way back to the task list, and where "Save and
 * continue" goes.
 */
import type { ScholarshipForm } from '@portal/contracts/scholarship/api';
import type { SectionPageProps as KitSectionPageProps } from '@portal/forms/long-form';
import { scholarshipForm } from '../form/long-form';

export type SectionPageProps = KitSectionPageProps<ScholarshipForm>;

/** A section page: the frame with the section's title around its draft form and fields. */
export const ScholarshipSectionPage = scholarshipForm.SectionPage;

/** Today as the server's schemas want it (yyyy-mm-dd); the server checks again with its own clock. */
export const today = () => new Date().toISOString().slice(0, 10);
