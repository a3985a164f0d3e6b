/**
 * A scholarship application's answers as words, section by section in task-list order: for the
 * browser's "check your answers" page and the server's PDF (both languages). Reads drafts too: an
 * unanswered question is left out, as in the admission summary whose readers it shares.
 */
import { optionWord, recordsOf, row, rows, textOf, yesNoOf, yesNoWord } from '../summary/answers';
import type { SummaryGroup, SummaryRow } from '../summary/rows';
import { bilingual, COMMON_WORDS, fill } from '../summary/words';
import type { DocumentSummary, SectionData } from '../forms';
import type { Language } from '../languages';
import { chosenScholarshipCodes } from '../schemas/scholarship/choices';
import type { ScholarshipSectionId } from './sections';
import { SCHOLARSHIP_SECTION_IDS, SCHOLARSHIP_SECTIONS } from './sections';

export interface ScholarshipSummarySection {
  id: ScholarshipSectionId;
  title: string;
  rows: SummaryRow[];
  groups?: SummaryGroup[];
}

export const SCHOLARSHIP_WORDS = bilingual(
  {
    choice: 'Choice {n}',
    essay: 'Scholarship essay',
    hasKeySkill: 'Has a sports or arts key skill',
    area: 'Area',
    areas: { SPORTS: 'Sports', ARTS: 'Arts' },
    skill: 'Skill',
    achievementLevel: 'Highest level achieved',
    description: 'Description',
    evidence: 'Evidence',
    hasAwards: 'Has awards',
    award: 'Award {n}',
    awardTitle: 'Title',
    awardingBody: 'Awarding body',
    year: 'Year',
    truth: 'Information true and complete',
    consent: 'Consent to obtain records for the scholarship assessment',
    privacy: 'Privacy notice read and accepted',
    marketing: 'News about scholarships and university events',
  },
  {
    choice: '第 {n} 志愿',
    essay: '奖学金申请文章',
    hasKeySkill: '具备体育或艺术专长',
    area: '类别',
    areas: { SPORTS: '体育', ARTS: '艺术' },
    skill: '专长项目',
    achievementLevel: '所达最高水平',
    description: '说明',
    evidence: '证明文件',
    hasAwards: '曾获奖项',
    award: '奖项 {n}',
    awardTitle: '奖项名称',
    awardingBody: '颁奖机构',
    year: '年份',
    truth: '资料真实完整',
    consent: '同意为奖学金评审索取相关记录',
    privacy: '已阅读并接受隐私声明',
    marketing: '接收有关奖学金及大学活动的信息',
  },
);

export interface ScholarshipSummaryInput {
  /** Section id → its stored answers (drafts included). */
  sections: Partial<Record<string, SectionData | null>>;
  documents: ReadonlyArray<Pick<DocumentSummary, 'section' | 'documentType' | 'fileName'>>;
  /** The name of each scholarship code, in the reader's language (unknown codes are shown as they are). */
  scholarshipNames: Readonly<Record<string, string>>;
}

export function summariseScholarshipApplication(input: ScholarshipSummaryInput, language: Language): ScholarshipSummarySection[] {
  const words = SCHOLARSHIP_WORDS[language];
  const common = COMMON_WORDS[language];
  const data = (id: ScholarshipSectionId) => input.sections[id] ?? null;
  const agreement = (section: SectionData | null, key: string) => {
    const answer = yesNoOf(section, key);
    return answer === null ? '' : answer ? common.agreed : common.notAgreed;
  };
  const summaries: Record<ScholarshipSectionId, () => Omit<ScholarshipSummarySection, 'id' | 'title'>> = {
    choices: () => ({
      rows: rows(...chosenScholarshipCodes(data('choices')).map((code, index) => row(fill(words.choice, { n: index + 1 }), input.scholarshipNames[code] ?? code))),
    }),
    statement: () => ({ rows: rows(row(words.essay, textOf(data('statement'), 'essay'))) }),
    keySkill: () => {
      const section = data('keySkill');
      const has = yesNoOf(section, 'hasKeySkill');
      const evidence = input.documents.filter((document) => document.section === 'keySkill' && document.documentType === 'KEY_SKILL_EVIDENCE').map((document) => document.fileName);
      return {
        rows: rows(
          row(words.hasKeySkill, yesNoWord(has, language)),
          has === true && row(words.area, optionWord(words.areas, textOf(section, 'area'))),
          has === true && row(words.skill, textOf(section, 'skill')),
          has === true && row(words.achievementLevel, textOf(section, 'achievementLevel')),
          has === true && row(words.description, textOf(section, 'description')),
          has === true && row(words.evidence, evidence),
        ),
      };
    },
    awards: () => {
      const section = data('awards');
      const has = yesNoOf(section, 'hasAwards');
      return {
        rows: rows(row(words.hasAwards, yesNoWord(has, language))),
        groups:
          has === true
            ? recordsOf(section, 'awards').map((award, index) => ({
                title: fill(words.award, { n: index + 1 }),
                rows: rows(
                  row(words.awardTitle, textOf(award, 'title')),
                  row(words.awardingBody, textOf(award, 'awardingBody')),
                  row(words.year, textOf(award, 'year')),
                  row(words.description, textOf(award, 'description')),
                ),
              }))
            : [],
      };
    },
    declaration: () => {
      const section = data('declaration');
      return {
        rows: rows(
          row(words.truth, agreement(section, 'truth')),
          row(words.consent, agreement(section, 'consent')),
          row(words.privacy, agreement(section, 'privacy')),
          row(words.marketing, yesNoWord(yesNoOf(section, 'marketing'), language)),
        ),
      };
    },
  };
  return SCHOLARSHIP_SECTION_IDS.map((id) => ({ id, title: SCHOLARSHIP_SECTIONS[id][language], ...summaries[id]() }));
}
