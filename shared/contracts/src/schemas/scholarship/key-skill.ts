/**
 * Sports or arts key skill (spec 3): an applicant who has one names the area, the skill, the level
 * reached and what they did, and uploads one evidence document in this section. Answering No needs
 * nothing else (anything still typed in the hidden fields is kept but not required). Its summary
 * shows the skill's answers and the evidence's file name only to an applicant who has one.
 */
import * as yup from 'yup';
import { hasKeySkillEvidence } from '../../scholarship/documents';
import type { ScholarshipSectionSummary } from '../../scholarship/section-summary';
import { optionWord, row, rows, textOf, yesNoOf, yesNoWord } from '../../summary/answers';
import { bilingual } from '../../summary/words';
import { choiceField, multilineText, text, tooLong, type RequiredCode } from '../common';
import { yesNoChoice } from '../yes-no';
import { scholarshipContext } from './context';

export const KEY_SKILL_AREAS = ['SPORTS', 'ARTS'] as const;
export const KEY_SKILL_LIMITS = { skill: 100, achievementLevel: 100, description: 1000 } as const;

const whenYes = <S extends yup.StringSchema<string | undefined>>(schema: S, requiredCode: RequiredCode) =>
  schema.when('hasKeySkill', { is: 'YES', then: (required) => required.required(requiredCode) });

export const keySkillSchema = yup
  .object({
    hasKeySkill: yesNoChoice('ANSWER_HAS_KEY_SKILL'),
    area: whenYes(choiceField(KEY_SKILL_AREAS), 'SELECT_KEY_SKILL_AREA'),
    skill: whenYes(text().trim().max(KEY_SKILL_LIMITS.skill, tooLong(KEY_SKILL_LIMITS.skill)), 'ENTER_KEY_SKILL'),
    achievementLevel: whenYes(text().trim().max(KEY_SKILL_LIMITS.achievementLevel, tooLong(KEY_SKILL_LIMITS.achievementLevel)), 'ENTER_KEY_SKILL_LEVEL'),
    description: whenYes(multilineText().trim().max(KEY_SKILL_LIMITS.description, tooLong(KEY_SKILL_LIMITS.description)), 'ENTER_KEY_SKILL_DESCRIPTION'),
  })
  .noUnknown('UNKNOWN_FIELD')
  .test('evidence', function (value) {
    const documents = scholarshipContext(this.options)?.documents;
    if (value?.hasKeySkill !== 'YES' || !documents || hasKeySkillEvidence(documents)) return true;
    return this.createError({ path: 'evidence', message: 'KEY_SKILL_EVIDENCE_REQUIRED' });
  });
export type KeySkill = yup.InferType<typeof keySkillSchema>;

const WORDS = bilingual(
  {
    hasKeySkill: 'Has a sports or arts key skill',
    area: 'Area',
    areas: { SPORTS: 'Sports', ARTS: 'Arts' },
    skill: 'Skill',
    achievementLevel: 'Highest level achieved',
    description: 'Description',
    evidence: 'Evidence',
  },
  {
    hasKeySkill: '具备体育或艺术专长',
    area: '类别',
    areas: { SPORTS: '体育', ARTS: '艺术' },
    skill: '专长项目',
    achievementLevel: '所达最高水平',
    description: '说明',
    evidence: '证明文件',
  },
);

export const summariseKeySkill: ScholarshipSectionSummary = ({ answers, documents, language }) => {
  const words = WORDS[language];
  const has = yesNoOf(answers, 'hasKeySkill');
  const evidence = documents.filter((document) => document.section === 'keySkill' && document.documentType === 'KEY_SKILL_EVIDENCE').map((document) => document.fileName);
  return {
    rows: rows(
      row(words.hasKeySkill, yesNoWord(has, language)),
      has === true && row(words.area, optionWord(words.areas, textOf(answers, 'area'))),
      has === true && row(words.skill, textOf(answers, 'skill')),
      has === true && row(words.achievementLevel, textOf(answers, 'achievementLevel')),
      has === true && row(words.description, textOf(answers, 'description')),
      has === true && row(words.evidence, evidence),
    ),
  };
};
