/** The financial aid section pages, each its own lazy chunk, named for a drawn page to preload it (lazy-page.tsx). */
import type { ComponentType } from 'react';
import { lazyPage } from '@portal/mount/lazy-page';
import type { AidSectionId } from '@portal/contracts/financial-aid/sections';
import type { SectionPageProps } from './section-page';

type SectionPage = ComponentType<SectionPageProps>;

export const SECTION_PAGES: Record<AidSectionId, SectionPage> = {
  personalDetails: lazyPage('financial-aid-section-personal-details', () => import(/* webpackChunkName: "financial-aid-section-personal-details" */ './PersonalDetailsPage')),
  financialDetails: lazyPage('financial-aid-section-financial-details', () => import(/* webpackChunkName: "financial-aid-section-financial-details" */ './FinancialDetailsPage')),
  otherFinancialDetails: lazyPage('financial-aid-section-other-financial-details', () => import(/* webpackChunkName: "financial-aid-section-other-financial-details" */ './OtherFinancialDetailsPage')),
  awardsActivities: lazyPage('financial-aid-section-awards-activities', () => import(/* webpackChunkName: "financial-aid-section-awards-activities" */ './AwardsActivitiesPage')),
  declarations: lazyPage('financial-aid-section-declarations', () => import(/* webpackChunkName: "financial-aid-section-declarations" */ './DeclarationsPage')),
  documents: lazyPage('financial-aid-section-documents', () => import(/* webpackChunkName: "financial-aid-section-documents" */ './DocumentsPage')),
};
