/** The financial aid section pages, each its own lazy chunk. */
import { lazy, type ComponentType } from 'react';
import type { AidSectionId } from '@portal/contracts/financial-aid/sections';
import type { SectionPageProps } from './section-page';

type SectionPage = ComponentType<SectionPageProps>;

export const SECTION_PAGES: Record<AidSectionId, React.LazyExoticComponent<SectionPage>> = {
  personalDetails: lazy(() => import('./PersonalDetailsPage')),
  financialDetails: lazy(() => import('./FinancialDetailsPage')),
  otherFinancialDetails: lazy(() => import('./OtherFinancialDetailsPage')),
  awardsActivities: lazy(() => import('./AwardsActivitiesPage')),
  declarations: lazy(() => import('./DeclarationsPage')),
  documents: lazy(() => import('./DocumentsPage')),
};
