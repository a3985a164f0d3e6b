/** Residential college interest (ranked colleges only after "Yes") and the residential status declaration. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { codesOf, optionWord, rows, row, textOf, yesNoOf, yesNoWord } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, COMMON_WORDS, fill, type Words } from '../../summary/words';

export const RESIDENTIAL_COLLEGE_WORDS = bilingual(
  {
    interested: 'Would like to live in a residential college',
    preferences: 'College preferences, first preference first',
    colleges: { ANGSANA: 'Angsana College', BANYAN: 'Banyan College', CASSIA: 'Cassia College', DILLENIA: 'Dillenia College' },
    residenceType: 'Current residence',
    residenceTypes: {
      PUBLIC_HOUSING: 'Public housing (HDB flat)',
      PRIVATE_HOUSING: 'Private housing',
      HOSTEL: 'A hostel or boarding school',
      OVERSEAS: 'Outside Singapore',
      OTHER: 'Other',
    },
    commuteMinutes: 'Journey time to campus',
    minutes: '{minutes} minutes',
    needsAccommodation: 'Needs accommodation during studies',
    declaration: 'Residential details declared true and complete',
  },
  {
    interested: '希望入住住宿学院',
    preferences: '住宿学院志愿（按优先顺序）',
    colleges: { ANGSANA: '紫檀学院', BANYAN: '榕树学院', CASSIA: '决明学院', DILLENIA: '第伦桃学院' },
    residenceType: '目前居住地',
    residenceTypes: {
      PUBLIC_HOUSING: '政府组屋（HDB）',
      PRIVATE_HOUSING: '私人住宅',
      HOSTEL: '宿舍或寄宿学校',
      OVERSEAS: '新加坡境外',
      OTHER: '其他',
    },
    commuteMinutes: '到校园的单程时间',
    minutes: '{minutes} 分钟',
    needsAccommodation: '在学期间需要住宿',
    declaration: '声明居住资料真实完整',
  },
);
export type ResidentialCollegeWords = Words<(typeof RESIDENTIAL_COLLEGE_WORDS)['en-GB']>;

export function summariseResidentialCollege(
  data: SectionData | null,
  language: Language,
  words: ResidentialCollegeWords = RESIDENTIAL_COLLEGE_WORDS[language],
): SummarySection {
  const interested = yesNoOf(data, 'interested');
  const residenceType = textOf(data, 'residenceType');
  const minutes = textOf(data, 'commuteMinutes');
  const declaration = yesNoOf(data, 'declaration');
  return {
    id: 'residentialCollege',
    title: sectionTitle('residentialCollege', language),
    rows: rows(
      row(words.interested, yesNoWord(interested, language)),
      interested === true && row(words.preferences, codesOf(data, 'preferences').map((college) => optionWord(words.colleges, college))),
      row(words.residenceType, optionWord(words.residenceTypes, residenceType)),
      // From abroad the journey is not asked.
      residenceType !== 'OVERSEAS' && Boolean(minutes) && row(words.commuteMinutes, fill(words.minutes, { minutes })),
      row(words.needsAccommodation, yesNoWord(yesNoOf(data, 'needsAccommodation'), language)),
      declaration !== null && row(words.declaration, declaration ? COMMON_WORDS[language].agreed : COMMON_WORDS[language].notAgreed),
    ),
  };
}
