/**
 * Subjects: one group per education record, named by that record's institution and qualification
 * (read from the Education section's answers through the context), opening with the type of
 * results, then one row per subject: "Mathematics (H2)" → "A". Subjects of a record that is no
 * longer in Education (possible in a draft only; submit refuses them) are grouped under a heading
 * that says so.
 */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { needsResults } from '../../schemas/admission/education';
import { optionWord, recordsOf, rows, row, textOf } from '../../summary/answers';
import { EDUCATION_WORDS } from './education';
import { sectionTitle } from './titles';
import type { SummaryContext, SummaryGroup, SummaryRow, SummarySection } from './types';
import { bilingual, COMMON_WORDS, fill, type Words } from '../../summary/words';

export const SUBJECTS_WORDS = bilingual(
  {
    subjects: 'Subjects',
    recordHeading: '{institution}: {qualification}',
    unnamed: 'Unnamed institution',
    orphanHeading: 'Subjects of a removed or changed education record',
    resultType: 'Type of results',
    subjectAtLevel: '{subject} ({level})',
    gradeWithMarks: '{grade}, {marks} marks out of 100',
    names: {
      GP: 'General Paper',
      KI: 'Knowledge and Inquiry',
      PW: 'Project Work',
      MATH: 'Mathematics',
      FMATH: 'Further Mathematics',
      PHYS: 'Physics',
      CHEM: 'Chemistry',
      BIO: 'Biology',
      COMP: 'Computing',
      ECON: 'Economics',
      HIST: 'History',
      GEOG: 'Geography',
      LIT: 'Literature in English',
      CHINESE_LL: 'Chinese Language and Literature',
      MTL: 'Mother Tongue Language',
      ART: 'Art',
      MUSIC: 'Music',
      ENG_A: 'English A: Language and Literature',
      CHINESE_A: 'Chinese A: Language and Literature',
      LANG_B: 'Language B',
      MATH_AA: 'Mathematics: Analysis and Approaches',
      MATH_AI: 'Mathematics: Applications and Interpretation',
      CS: 'Computer Science',
      PSYCH: 'Psychology',
      BM: 'Business Management',
      VA: 'Visual Arts',
      OTHER: 'Another subject',
    },
    /** Short level names for a row label; GENERAL (a qualification without levels) adds none. */
    levels: { H1: 'H1', H2: 'H2', H3: 'H3', A: 'A level', AO: 'AO level', IP: 'Integrated Programme', HL: 'Higher Level', SL: 'Standard Level', GENERAL: '' },
    grades: { DISTINCTION: 'Distinction', MERIT: 'Merit', PASS: 'Pass', UNGRADED: 'Ungraded' },
  },
  {
    subjects: '科目',
    recordHeading: '{institution}：{qualification}',
    unnamed: '未填写院校名称',
    orphanHeading: '已删除或已更改的教育背景记录的科目',
    resultType: '成绩类型',
    subjectAtLevel: '{subject}（{level}）',
    gradeWithMarks: '{grade}，{marks} 分（满分 100）',
    names: {
      GP: '综合试卷（General Paper）',
      KI: '知识与探究',
      PW: '专题作业',
      MATH: '数学',
      FMATH: '高等数学',
      PHYS: '物理',
      CHEM: '化学',
      BIO: '生物',
      COMP: '计算机',
      ECON: '经济',
      HIST: '历史',
      GEOG: '地理',
      LIT: '英文文学',
      CHINESE_LL: '华文与文学',
      MTL: '母语',
      ART: '美术',
      MUSIC: '音乐',
      ENG_A: '英语 A：语言与文学',
      CHINESE_A: '中文 A：语言与文学',
      LANG_B: '语言 B',
      MATH_AA: '数学：分析与方法',
      MATH_AI: '数学：应用与诠释',
      CS: '计算机科学',
      PSYCH: '心理学',
      BM: '商业管理',
      VA: '视觉艺术',
      OTHER: '其他科目',
    },
    levels: { H1: 'H1', H2: 'H2', H3: 'H3', A: 'A 水准', AO: 'AO 水准', IP: '直通车课程', HL: '高级课程', SL: '标准课程', GENERAL: '' },
    grades: { DISTINCTION: '优异', MERIT: '良好', PASS: '及格', UNGRADED: '不评级' },
  },
);
export type SubjectsWords = Words<(typeof SUBJECTS_WORDS)['en-GB']>;

/** One subject as a row: its name (the typed name for "another subject") and level, then its grade and any marks. */
function subjectRow(subject: SectionData, words: SubjectsWords): SummaryRow | null {
  const code = textOf(subject, 'subject');
  const name = code === 'OTHER' ? textOf(subject, 'otherName') || words.names.OTHER : optionWord(words.names, code);
  const level = optionWord(words.levels, textOf(subject, 'level'));
  const grade = optionWord(words.grades, textOf(subject, 'grade'));
  const marks = textOf(subject, 'marks');
  if (!name && !grade) return null;
  return row(level ? fill(words.subjectAtLevel, { subject: name, level }) : name, grade && marks ? fill(words.gradeWithMarks, { grade, marks }) : grade);
}

export function summariseSubjects(data: SectionData | null, language: Language, words: SubjectsWords = SUBJECTS_WORDS[language], context?: SummaryContext): SummarySection {
  const education = EDUCATION_WORDS[language];
  const records = recordsOf(context?.sections?.education ?? null, 'records');
  const groups = recordsOf(data, 'results').map((results): SummaryGroup => {
    const record = records.find((candidate) => textOf(candidate, 'id') === textOf(results, 'recordId'));
    const subjects = recordsOf(results, 'subjects')
      .map((subject) => subjectRow(subject, words))
      .filter((candidate): candidate is SummaryRow => candidate !== null);
    const given = subjects.length ? subjects : rows(row(words.subjects, COMMON_WORDS[language].none));
    if (!record) return { title: words.orphanHeading, rows: given };
    const qualification = textOf(record, 'qualification');
    const facts = { qualification, status: textOf(record, 'status') };
    return {
      title: fill(words.recordHeading, { institution: textOf(record, 'institution') || words.unnamed, qualification: optionWord(education.qualifications, qualification) }),
      rows: [...rows(needsResults(facts) && row(words.resultType, optionWord(education.resultTypes, textOf(record, 'resultType')))), ...given],
    };
  });
  return {
    id: 'subjects',
    title: sectionTitle('subjects', language),
    rows: data && groups.length === 0 ? rows(row(words.subjects, COMMON_WORDS[language].none)) : [],
    groups,
  };
}
