/** Special Programmes: the programmes of interest and the answer about another autonomous university's offer. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { SPECIAL_PROGRAMMES } from '../../schemas/admission/special-programmes';
import { isRecord, objectOf, optionWord, rows, row, textOf } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, COMMON_WORDS, type Words } from '../../summary/words';

export const SPECIAL_PROGRAMMES_WORDS = bilingual(
  {
    interests: 'Special programmes of interest',
    programmes: {
      UNIVERSITY_SCHOLARS: 'University Scholars Programme',
      DOUBLE_DEGREE: 'Double degree programmes',
      OVERSEAS_COLLEGE: 'Overseas college programme',
      ENTREPRENEURSHIP: 'Entrepreneurship programme',
      RESEARCH: 'Undergraduate research opportunities',
      GLOBAL_EXCHANGE: 'Student exchange programme',
    },
    otherOffer: 'Offer from another autonomous university',
    offers: { YES: 'Accepted an offer', NO: 'Not accepted an offer', PENDING: 'Has an offer, not decided yet' },
    otherUniversity: 'Name of the university',
  },
  {
    interests: '希望申请的特别课程',
    programmes: {
      UNIVERSITY_SCHOLARS: '大学学者课程',
      DOUBLE_DEGREE: '双学位课程',
      OVERSEAS_COLLEGE: '海外学院课程',
      ENTREPRENEURSHIP: '创业课程',
      RESEARCH: '本科生研究计划',
      GLOBAL_EXCHANGE: '学生交换计划',
    },
    otherOffer: '其他自治大学的录取',
    offers: { YES: '已接受录取', NO: '未接受任何录取', PENDING: '已获录取，尚未决定' },
    otherUniversity: '大学名称',
  },
);
export type SpecialProgrammesWords = Words<(typeof SPECIAL_PROGRAMMES_WORDS)['en-GB']>;

export function summariseSpecialProgrammes(
  data: SectionData | null,
  language: Language,
  words: SpecialProgrammesWords = SPECIAL_PROGRAMMES_WORDS[language],
): SummarySection {
  const interests = objectOf(data, 'interests');
  const chosen = SPECIAL_PROGRAMMES.filter((code) => interests[code] === true || interests[code] === 'true').map((code) => words.programmes[code]);
  const offer = textOf(data, 'otherUniversityOffer');
  return {
    id: 'specialProgrammes',
    title: sectionTitle('specialProgrammes', language),
    rows: rows(
      // The interests are optional checkboxes: once the section is answered, none ticked reads "None".
      isRecord(data) && row(words.interests, chosen.length ? chosen : COMMON_WORDS[language].none),
      row(words.otherOffer, optionWord(words.offers, offer)),
      (offer === 'YES' || offer === 'PENDING') && row(words.otherUniversity, textOf(data, 'otherUniversity')),
    ),
  };
}
