/** Employment records: one group per job, with the bond and sponsorship details only after "Yes". */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { amountWord, optionWord, recordsOf, rows, row, textOf, yesNoOf, yesNoWord } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, COMMON_WORDS, fill, type Words } from '../../summary/words';

export const EMPLOYMENT_WORDS = bilingual(
  {
    records: 'Employment records',
    record: 'Employment record {n}',
    employer: 'Employer',
    jobTitle: 'Job title',
    jobDescription: 'Job description',
    employmentType: 'Full-time or part-time',
    types: { FULL_TIME: 'Full-time', PART_TIME: 'Part-time' },
    from: 'Start month',
    to: 'End month',
    current: 'Works here now',
    monthlySalary: 'Monthly salary',
    bonded: 'Bonded to this employer',
    bondDetails: 'Bond details',
    sponsored: 'Scholarship or sponsorship from this employer',
    sponsorshipDetails: 'Scholarship or sponsorship details',
  },
  {
    records: '工作经历',
    record: '工作经历 {n}',
    employer: '雇主',
    jobTitle: '职位',
    jobDescription: '工作内容',
    employmentType: '全职或兼职',
    types: { FULL_TIME: '全职', PART_TIME: '兼职' },
    from: '开始月份',
    to: '结束月份',
    current: '目前在此任职',
    monthlySalary: '月薪',
    bonded: '与该雇主签有服务合约',
    bondDetails: '服务合约详情',
    sponsored: '获该雇主颁发奖学金或资助',
    sponsorshipDetails: '奖学金或资助详情',
  },
);
export type EmploymentWords = Words<(typeof EMPLOYMENT_WORDS)['en-GB']>;

export function summariseEmployment(data: SectionData | null, language: Language, words: EmploymentWords = EMPLOYMENT_WORDS[language]): SummarySection {
  const records = recordsOf(data, 'records');
  return {
    id: 'employment',
    title: sectionTitle('employment', language),
    rows: data && records.length === 0 ? rows(row(words.records, COMMON_WORDS[language].none)) : [],
    groups: records.map((record, index) => {
      const current = yesNoOf(record, 'current') === true;
      const bonded = yesNoOf(record, 'bonded');
      const sponsored = yesNoOf(record, 'sponsored');
      return {
        title: fill(words.record, { n: index + 1 }),
        rows: rows(
          row(words.employer, textOf(record, 'employer')),
          row(words.jobTitle, textOf(record, 'jobTitle')),
          row(words.jobDescription, textOf(record, 'jobDescription')),
          row(words.employmentType, optionWord(words.types, textOf(record, 'employmentType'))),
          row(words.from, textOf(record, 'from')),
          // A current job has no end month: the row says so instead.
          current ? row(words.current, COMMON_WORDS[language].yes) : row(words.to, textOf(record, 'to')),
          row(words.monthlySalary, amountWord(textOf(record, 'monthlySalary'), language)),
          row(words.bonded, yesNoWord(bonded, language)),
          bonded === true && row(words.bondDetails, textOf(record, 'bondDetails')),
          row(words.sponsored, yesNoWord(sponsored, language)),
          sponsored === true && row(words.sponsorshipDetails, textOf(record, 'sponsorshipDetails')),
        ),
      };
    }),
  };
}
