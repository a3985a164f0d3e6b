/**
 * What every financial aid section page gets (SectionPageProps) and the kit's frame around it
 * (AidSectionPage): the caption and heading, the way back to the task list, and where "Save and
 * continue" goes; with what several sections' rules and fields share.
 */
import type { AidApplicationForm } from '@portal/contracts/financial-aid/api';
import type { AidContext } from '@portal/contracts/schemas/financial-aid/context';
import type { SectionPageProps as KitSectionPageProps } from '@portal/forms/long-form';
import { aidForm } from '../form/long-form';

export type SectionPageProps = KitSectionPageProps<AidApplicationForm>;

/** A section page: the frame with the section's title around its draft form and fields. */
export const AidSectionPage = aidForm.SectionPage;

/** Today as the schemas want it (yyyy-mm-dd); the server checks again with its own clock. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The context the server gives the same schemas: today, the tier and the kinds of aid open to it. */
export const aidContextOf = (form: AidApplicationForm): AidContext => ({ today: today(), tier: form.tier ?? undefined, aidSoughtAllowed: form.aidSoughtAllowed });
