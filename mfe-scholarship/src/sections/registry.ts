/**
 * The scholarship section pages, each its own lazy chunk with its words (and the shared form
 * machinery's), named for a drawn page to preload it (lazy-page.tsx).
 */
import type { ComponentType } from 'react';
import { lazyPage } from '@portal/mount/lazy-page';
import type { ScholarshipSectionId } from '@portal/contracts/scholarship/sections';
import { formsText } from '@portal/forms/text';
import { scholarshipSectionText } from './section-text';
import type { SectionPageProps } from './section-page';

type SectionPage = ComponentType<SectionPageProps>;

const page = (group: string, load: () => Promise<{ default: SectionPage }>) => lazyPage(group, async () => (await Promise.all([load(), scholarshipSectionText.load(), formsText.load()]))[0]);

export const SECTION_PAGES: Record<ScholarshipSectionId, SectionPage> = {
  choices: page('scholarship-section-choices', () => import(/* webpackChunkName: "scholarship-section-choices" */ './ChoicesPage')),
  statement: page('scholarship-section-statement', () => import(/* webpackChunkName: "scholarship-section-statement" */ './StatementPage')),
  keySkill: page('scholarship-section-key-skill', () => import(/* webpackChunkName: "scholarship-section-key-skill" */ './KeySkillPage')),
  awards: page('scholarship-section-awards', () => import(/* webpackChunkName: "scholarship-section-awards" */ './AwardsPage')),
  declaration: page('scholarship-section-declaration', () => import(/* webpackChunkName: "scholarship-section-declaration" */ './DeclarationPage')),
};
