/**
 * Two typical submitted applications, as the admission module will build them: the same answers
 * worded in English and in Chinese. The applicant's name, numbers and e-mail stay as typed.
 */
import type { ApplicationPdfModel, PdfLanguage } from '../../src/pdf/model';

const ENGLISH_STATEMENT_SENTENCE =
  'I want to study computer science because building tools that help people learn has shaped every year of my schooling, from the robotics club to tutoring younger students in mathematics. ';
const CHINESE_STATEMENT_SENTENCE =
  '我希望修读计算机科学，因为从机器人社团到为低年级同学辅导数学，开发帮助他人学习的工具贯穿了我求学的每一年。';

/** A personal statement of exactly `length` characters (the form allows up to 2,000). */
export function statementOf(language: PdfLanguage, length: number): string {
  const sentence = language === 'zh-Hans' ? CHINESE_STATEMENT_SENTENCE : ENGLISH_STATEMENT_SENTENCE;
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);
}

export function sampleApplication(language: PdfLanguage, statement = statementOf(language, 600)): ApplicationPdfModel {
  const zh = language === 'zh-Hans';
  return {
    language,
    title: zh ? '本科入学申请' : 'Undergraduate admission application',
    reference: zh ? '申请编号 24100001' : 'Application number 24100001',
    author: zh ? '本科招生处' : 'Office of Undergraduate Admissions',
    subject: zh ? '已提交的入学申请副本' : 'Copy of a submitted admission application',
    createdAt: new Date('2026-11-23T06:32:00Z'),
    meta: [
      { label: zh ? '提交时间' : 'Submitted on', value: '23/11/2026 14:32' },
      { label: zh ? '状态' : 'Status', value: zh ? '已提交' : 'Submitted' },
    ],
    sections: [
      {
        title: zh ? '个人资料' : 'Personal particulars',
        rows: [
          { label: zh ? '姓名' : 'Name', value: 'TAN MEI LING' },
          { label: zh ? '中文姓名' : 'Name in Chinese characters', value: '陈美玲' },
          { label: zh ? '出生日期' : 'Date of birth', value: '01/01/2006' },
          { label: zh ? '身份证号码' : 'NRIC/FIN', value: 'S1234567D' },
          { label: zh ? '电子邮件' : 'E-mail address', value: 'demo.applicant@example.edu' },
          { label: zh ? '母亲姓名' : "Mother's name", value: 'Małgorzata Yılmaz-Şahin' },
          {
            label: zh ? '地址' : 'Address',
            value: ['Blk 123 Ang Mo Kio Avenue 3', '#12-345', zh ? '新加坡 560123' : 'Singapore 560123'],
          },
        ],
      },
      {
        title: zh ? '选读课程' : 'Choice of study',
        rows: [
          { label: zh ? '第一志愿' : 'First choice', value: zh ? '计算机科学' : 'Computer Science' },
          { label: zh ? '第二志愿' : 'Second choice', value: zh ? '数学' : 'Mathematics' },
        ],
      },
      {
        title: zh ? '教育背景' : 'Education',
        rows: [],
        groups: [
          {
            title: zh ? '教育记录 1' : 'Education record 1',
            rows: [
              { label: zh ? '学校' : 'Institution', value: 'Raffles Institution' },
              { label: zh ? '资格' : 'Qualification', value: zh ? '新加坡-剑桥 A 水准' : 'Singapore-Cambridge GCE A-Level' },
              { label: zh ? '科目' : 'Subjects', value: ['H2 Mathematics: A', 'H2 Physics: A', 'H2 Chemistry: B', 'H1 General Paper: A'] },
            ],
          },
          {
            title: zh ? '教育记录 2' : 'Education record 2',
            rows: [
              { label: zh ? '学校' : 'Institution', value: 'Nanyang Primary School' },
              { label: zh ? '就读期间' : 'Period of study', value: '01/2012 – 11/2017' },
            ],
          },
        ],
      },
      {
        title: zh ? '个人陈述' : 'Personal statement',
        rows: [{ label: zh ? '个人陈述' : 'Personal statement', value: statement }],
      },
      {
        title: zh ? '声明' : 'Declaration',
        rows: [{ label: zh ? '我声明所填资料真实无误' : 'I declare that the information given is true', value: zh ? '是' : 'Yes' }],
      },
    ],
    footer: zh ? '生成于 23/11/2026 14:32 — 本文件为您所提交内容的副本' : 'Generated on 23/11/2026 14:32 — this is a copy of what you submitted',
  };
}
