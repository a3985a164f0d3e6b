/**
 * Education: one group per institution (its qualification, status, period and the results or GPA
 * the record asks for), then the English-language test (only the details of the test chosen) and
 * the student ID of a current student of this university (only when given).
 */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { needsFinalGpa, needsGpa, needsResults } from '../../schemas/admission/education';
import { objectOf, optionWord, recordsOf, rows, row, textOf, yesNoOf, yesNoWord } from '../../summary/answers';
import { countryName } from './countries';
import { sectionTitle } from './titles';
import type { SummaryGroup, SummarySection } from './types';
import { bilingual, COMMON_WORDS, fill, type Words } from '../../summary/words';

export const EDUCATION_WORDS = bilingual(
  {
    records: 'Education records',
    record: 'Education record {n}',
    recordNamed: 'Education record {n} — {institution}',
    country: 'Country of the institution',
    qualification: 'Qualification type',
    qualifications: {
      ALEVEL: 'Singapore-Cambridge GCE A-Level',
      IB_DIPLOMA: 'International Baccalaureate (IB) Diploma',
      IB_CAREER: 'IB Career-related Programme',
      SPECIALISED_HS: 'Specialised (science and mathematics) high school diploma',
      INTERNATIONAL_HS: 'International high school qualification',
      POLYTECHNIC: 'Polytechnic or ITE diploma',
      DIPLOMA: 'Advanced, specialist or other diploma',
      HOME_SCHOOLED: 'Home schooled',
      O_LEVEL: 'GCE O-Level',
      SECONDARY: 'Secondary school',
      UNIVERSITY: 'University or tertiary institution',
    },
    status: 'Status',
    statuses: { CURRENT: 'Currently studying', FORMER: 'Left without completing', GRADUATED: 'Completed (graduated)' },
    from: 'From',
    to: 'To',
    toExpected: 'To (expected)',
    gpa: 'Cumulative GPA',
    gpaOnScale: '{gpa} on a scale of {scale}',
    finalGpa: 'Final cumulative GPA',
    finalGpaOnScale: '{gpa} on a scale of 4.0',
    noGpa: '0 (the institution gives no GPA)',
    resultType: 'Type of results',
    resultTypes: { ACTUAL: 'Actual results', PREDICTED: 'Predicted results', MOCK: 'Mock (preliminary) examination results' },
    examDate: 'Month and year of the examination',
    englishHeading: 'English language test',
    englishTest: 'English language test taken',
    englishTests: { NONE: 'None', IELTS: 'IELTS (Academic)', TOEFL: 'TOEFL iBT', OTHER: 'Another test' },
    ieltsReference: 'Test Report Form number',
    toeflReference: 'Appointment number',
    testName: 'Name of the test',
    ieltsScore: 'Overall band score',
    toeflScore: 'Total score',
    otherScore: 'Overall score or grade',
    testDate: 'Month and year of the test',
    studentHeading: 'Current students of this university',
    studentHere: 'Currently a student of this university',
    studentId: 'Student ID',
  },
  {
    records: '教育背景记录',
    record: '教育背景记录 {n}',
    recordNamed: '教育背景记录 {n}——{institution}',
    country: '院校所在国家或地区',
    qualification: '学历类型',
    qualifications: {
      ALEVEL: '新加坡-剑桥 GCE A 水准',
      IB_DIPLOMA: '国际文凭（IB）大学预科课程',
      IB_CAREER: '国际文凭职业相关课程（IBCP）',
      SPECIALISED_HS: '专科（数理）高中文凭',
      INTERNATIONAL_HS: '国际高中学历',
      POLYTECHNIC: '理工学院或工艺教育学院文凭',
      DIPLOMA: '高级、专业或其他文凭',
      HOME_SCHOOLED: '家庭教育',
      O_LEVEL: 'GCE O 水准',
      SECONDARY: '中学',
      UNIVERSITY: '大学或高等院校',
    },
    status: '就读状态',
    statuses: { CURRENT: '在读', FORMER: '肄业（未完成学业）', GRADUATED: '已完成学业（毕业）' },
    from: '起始年月',
    to: '结束年月',
    toExpected: '预计结束年月',
    gpa: '累积平均绩点（GPA）',
    gpaOnScale: '{gpa}（满分 {scale}）',
    finalGpa: '最终累积平均绩点（CGPA）',
    finalGpaOnScale: '{gpa}（满分 4.0）',
    noGpa: '0（所在院校不计绩点）',
    resultType: '成绩类型',
    resultTypes: { ACTUAL: '实际成绩', PREDICTED: '预估成绩', MOCK: '模拟考试（预考）成绩' },
    examDate: '考试年月',
    englishHeading: '英语语言考试',
    englishTest: '参加的英语语言考试',
    englishTests: { NONE: '未参加', IELTS: '雅思（IELTS，学术类）', TOEFL: '托福（TOEFL iBT）', OTHER: '其他考试' },
    ieltsReference: '成绩单编号（Test Report Form Number）',
    toeflReference: '预约号码',
    testName: '考试名称',
    ieltsScore: '雅思总分',
    toeflScore: '托福总分',
    otherScore: '总分或等级',
    testDate: '考试日期（年月）',
    studentHeading: '本校在读学生',
    studentHere: '目前为本校在读学生',
    studentId: '学号',
  },
);
export type EducationWords = Words<(typeof EDUCATION_WORDS)['en-GB']>;

/** The group title of an education record: numbered, and named by its institution once one is given. */
export function educationRecordTitle(record: SectionData, index: number, words: EducationWords): string {
  const institution = textOf(record, 'institution');
  return institution ? fill(words.recordNamed, { n: index + 1, institution }) : fill(words.record, { n: index + 1 });
}

function recordGroup(record: SectionData, index: number, language: Language, words: EducationWords): SummaryGroup {
  const country = textOf(record, 'country');
  const current = textOf(record, 'status') === 'CURRENT';
  const gpa = textOf(record, 'gpa');
  const scale = textOf(record, 'gpaScale');
  const finalGpa = textOf(record, 'finalGpa');
  // The schema's own predicates decide which follow-ups apply, so a GPA typed before the qualification changed is not shown.
  const facts = { qualification: textOf(record, 'qualification'), status: textOf(record, 'status') };
  return {
    title: educationRecordTitle(record, index, words),
    rows: rows(
      row(words.country, country ? countryName(country, language) : ''),
      row(words.qualification, optionWord(words.qualifications, facts.qualification)),
      row(words.status, optionWord(words.statuses, facts.status)),
      row(words.from, textOf(record, 'from')),
      row(current ? words.toExpected : words.to, textOf(record, 'to')),
      needsGpa(facts) && row(words.gpa, gpa && scale ? fill(words.gpaOnScale, { gpa, scale }) : gpa),
      needsFinalGpa(facts) && row(words.finalGpa, finalGpa === '' ? '' : Number(finalGpa) === 0 ? words.noGpa : fill(words.finalGpaOnScale, { gpa: finalGpa })),
      needsResults(facts) && row(words.resultType, optionWord(words.resultTypes, textOf(record, 'resultType'))),
      needsResults(facts) && row(words.examDate, textOf(record, 'examDate')),
    ),
  };
}

/** The English test: which one, then only the reference, name and score that test has. */
function englishTestGroup(test: SectionData, words: EducationWords): SummaryGroup | null {
  const type = textOf(test, 'type');
  if (!type) return null;
  const taken = type !== 'NONE';
  const score = type === 'IELTS' ? words.ieltsScore : type === 'TOEFL' ? words.toeflScore : words.otherScore;
  return {
    title: words.englishHeading,
    rows: rows(
      row(words.englishTest, optionWord(words.englishTests, type)),
      type === 'OTHER' && row(words.testName, textOf(test, 'name')),
      type === 'IELTS' && row(words.ieltsReference, textOf(test, 'reference')),
      type === 'TOEFL' && row(words.toeflReference, textOf(test, 'reference')),
      taken && row(score, textOf(test, 'score')),
      taken && row(words.testDate, textOf(test, 'date')),
    ),
  };
}

export function summariseEducation(data: SectionData | null, language: Language, words: EducationWords = EDUCATION_WORDS[language]): SummarySection {
  const records = recordsOf(data, 'records');
  const studentHere = yesNoOf(data, 'studentHere');
  const studentRows = rows(
    row(words.studentHere, yesNoWord(studentHere, language)),
    studentHere === true && row(words.studentId, textOf(data, 'studentId').toUpperCase()),
  );
  const english = englishTestGroup(objectOf(data, 'englishTest'), words);
  const groups: SummaryGroup[] = [
    ...records.map((record, index) => recordGroup(record, index, language, words)),
    ...(english ? [english] : []),
    ...(studentRows.length ? [{ title: words.studentHeading, rows: studentRows }] : []),
  ];
  return {
    id: 'education',
    title: sectionTitle('education', language),
    rows: data && records.length === 0 ? rows(row(words.records, COMMON_WORDS[language].none)) : [],
    groups,
  };
}
