/** The scholarship section pages, each its own lazy chunk with its words (and the shared form machinery's). */
import { lazy, type ComponentType } from 'react';
import type { ScholarshipSectionId } from '@portal/contracts/scholarship/sections';
import { formsText } from '@portal/forms/text';
import { formText } from '../form-text';
import type { SectionPageProps } from './section-page';

type SectionPage = ComponentType<SectionPageProps>;

const page = (load: () => Promise<{ default: SectionPage }>) => lazy(async () => (await Promise.all([load(), formText.load(), formsText.load()]))[0]);

export const SECTION_PAGES: Record<ScholarshipSectionId, React.LazyExoticComponent<SectionPage>> = {
  choices: page(() => import('./ChoicesPage')),
  statement: page(() => import('./StatementPage')),
  keySkill: page(() => import('./KeySkillPage')),
  awards: page(() => import('./AwardsPage')),
  declaration: page(() => import('./DeclarationPage')),
};
