/**
 * Sports or arts key skill (spec 3): an applicant who has one names the area, the skill, the level
 * reached and what they did, and uploads one evidence document in this section. Answering No needs
 * nothing else (anything still typed in the hidden fields is kept but not required).
 */
import * as yup from 'yup';
import { hasKeySkillEvidence } from '../../scholarship/documents';
import { choiceField, multilineText, text, tooLong } from '../common';
import { yesNoChoice } from '../yes-no';
import { scholarshipContext } from './context';

export const KEY_SKILL_AREAS = ['SPORTS', 'ARTS'] as const;
export const KEY_SKILL_LIMITS = { skill: 100, achievementLevel: 100, description: 1000 } as const;

const whenYes = <S extends yup.StringSchema<string | undefined>>(schema: S) =>
  schema.when('hasKeySkill', { is: 'YES', then: (required) => required.required('REQUIRED') });

export const keySkillSchema = yup
  .object({
    hasKeySkill: yesNoChoice(),
    area: whenYes(choiceField(KEY_SKILL_AREAS)),
    skill: whenYes(text().trim().max(KEY_SKILL_LIMITS.skill, tooLong(KEY_SKILL_LIMITS.skill))),
    achievementLevel: whenYes(text().trim().max(KEY_SKILL_LIMITS.achievementLevel, tooLong(KEY_SKILL_LIMITS.achievementLevel))),
    description: whenYes(multilineText().trim().max(KEY_SKILL_LIMITS.description, tooLong(KEY_SKILL_LIMITS.description))),
  })
  .noUnknown('UNKNOWN_FIELD')
  .test('evidence', function (value) {
    const documents = scholarshipContext(this.options)?.documents;
    if (value?.hasKeySkill !== 'YES' || !documents || hasKeySkillEvidence(documents)) return true;
    return this.createError({ path: 'evidence', message: 'KEY_SKILL_EVIDENCE_REQUIRED' });
  });
export type KeySkill = yup.InferType<typeof keySkillSchema>;
