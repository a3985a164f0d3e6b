/**
 * The programme catalogue the Choice of Study section offers, with the ranking rules of spec 5.
 * The spec names the rules, not the catalogue: this list is the office's (docs/office-guide.md, "The admission application").
 */
import type { Language } from './languages';
import type { SystemId } from './systems';

/** How a programme may be ranked among the choices (spec 5). */
export type RankingRule =
  /** 1st or 2nd, or 3rd when Medicine and Dentistry are 1st and 2nd. */
  | 'LAW'
  /** 1st or 2nd. */
  | 'FIRST_OR_SECOND'
  /** 1st, 2nd or 3rd. */
  | 'TOP_THREE'
  /** Between DOUBLE_DEGREE_RANKS.min and .max. */
  | 'DOUBLE_DEGREE'
  | 'ANY';

export interface Programme {
  code: string;
  name: Record<Language, string>;
  systems: readonly SystemId[];
  ranking: RankingRule;
  /** Majors to choose from; a choice of this programme must name one (Business Administration). */
  majors?: ReadonlyArray<{ code: string; name: Record<Language, string> }>;
  /** Only for the music category (audition). */
  musicOnly?: boolean;
}

export const MAX_PROGRAMME_CHOICES = 5;

/**
 * The spec says a double-degree choice must be ranked "between two bounds" without giving them. The
 * office's choice: 1st to 3rd — a double degree is competitive, and a 4th or 5th choice is reached
 * only after the places it needs are gone.
 */
export const DOUBLE_DEGREE_RANKS = { min: 1, max: 3 } as const;

const p = (code: string, en: string, zh: string, ranking: RankingRule, extra: Partial<Programme> = {}): Programme => ({
  code,
  name: { 'en-GB': en, 'zh-Hans': zh },
  systems: ['ADM'],
  ranking,
  ...extra,
});

export const PROGRAMMES: readonly Programme[] = [
  p('ACC', 'Accountancy', '会计学', 'ANY'),
  p('ARCH', 'Architecture', '建筑学', 'TOP_THREE'),
  p('BIZ', 'Business Administration', '工商管理', 'ANY', {
    majors: [
      { code: 'FIN', name: { 'en-GB': 'Finance', 'zh-Hans': '金融' } },
      { code: 'MKT', name: { 'en-GB': 'Marketing', 'zh-Hans': '市场营销' } },
      { code: 'OPS', name: { 'en-GB': 'Operations and Supply Chain', 'zh-Hans': '运营与供应链管理' } },
      { code: 'BA', name: { 'en-GB': 'Business Analytics', 'zh-Hans': '商业分析' } },
    ],
  }),
  p('CHEM', 'Chemistry', '化学', 'ANY'),
  p('CS', 'Computer Science', '计算机科学', 'ANY', { systems: ['ADM', 'SCALE', 'CE'] }),
  p('DENT', 'Dentistry', '牙医学', 'FIRST_OR_SECOND'),
  p('ECON', 'Economics', '经济学', 'ANY'),
  p('EE', 'Electrical Engineering', '电机工程', 'ANY', { systems: ['ADM', 'SCALE', 'CE'] }),
  p('ME', 'Mechanical Engineering', '机械工程', 'ANY', { systems: ['ADM', 'SCALE'] }),
  p('ENV', 'Environmental Studies', '环境研究', 'ANY', { systems: ['ADM', 'GH'] }),
  p('AGRI', 'Food Science and Agriculture Technology', '食品科学与农业技术', 'ANY', { systems: ['GH'] }),
  p('HIST', 'History', '历史学', 'ANY'),
  p('IDES', 'Industrial Design', '工业设计', 'TOP_THREE'),
  p('LARCH', 'Landscape Architecture', '景观建筑学', 'TOP_THREE'),
  p('LAW', 'Law', '法律', 'LAW'),
  p('LAWECON', 'Law and Economics (double degree)', '法律与经济学（双学位）', 'DOUBLE_DEGREE'),
  p('CSMATH', 'Computer Science and Mathematics (double degree)', '计算机科学与数学（双学位）', 'DOUBLE_DEGREE'),
  p('BIZCS', 'Business Administration and Computer Science (double degree)', '工商管理与计算机科学（双学位）', 'DOUBLE_DEGREE'),
  p('MATH', 'Mathematics', '数学', 'ANY'),
  p('MED', 'Medicine', '医学', 'FIRST_OR_SECOND'),
  p('MUS', 'Music', '音乐', 'ANY', { musicOnly: true }),
  p('NURS', 'Nursing', '护理学', 'TOP_THREE'),
  p('PHYS', 'Physics', '物理学', 'ANY'),
  p('PSY', 'Psychology', '心理学', 'ANY'),
  p('TCM', 'Traditional Chinese Medicine', '中医学', 'ANY', { systems: ['TCM'] }),
  p('BIOMED', 'Biomedical Sciences and Chinese Medicine (double degree)', '生物医学与中医学（双学位）', 'DOUBLE_DEGREE', { systems: ['TCM'] }),
  p('DATA', 'Data Science and Analytics', '数据科学与分析', 'ANY', { systems: ['ADM', 'SCALE', 'CE'] }),
  p('MGMT', 'Business Management (part-time)', '工商管理（兼读制）', 'ANY', { systems: ['SCALE', 'CE'] }),
];

export const programmeByCode = (code: string): Programme | undefined => PROGRAMMES.find((programme) => programme.code === code);

/** A programme's name in a language; names from before the catalogue (free text) come back as they are. */
export const programmeName = (code: string, language: Language): string => programmeByCode(code)?.name[language] ?? code;

/** What a system offers a category: music (auditioned) programmes only to the music category. */
export function programmesFor(system: SystemId, music: boolean): Programme[] {
  return PROGRAMMES.filter((programme) => programme.systems.includes(system) && (music || !programme.musicOnly));
}
