/** Every admission section's title in both languages (the same wording as the task list). */
import type { Language } from '../../languages';
import type { AdmissionSectionId } from '../sections';

export const SECTION_TITLES: Readonly<Record<Language, Readonly<Record<AdmissionSectionId, string>>>> = {
  'en-GB': {
    applyAs: 'Apply with / as',
    choiceOfStudy: 'Choice of study',
    personalParticulars: 'Personal particulars',
    education: 'Education',
    subjects: 'Subjects',
    achievements: 'Achievements',
    employment: 'Employment records',
    referees: 'Referee nomination',
    personalStatement: 'Personal statement',
    shortQuestions: 'Short questions and answers',
    householdIncome: 'Household income',
    healthSupport: 'Health and support',
    nationalService: 'National service',
    tuitionGrant: 'Tuition grant declaration',
    residentialCollege: 'Residential college interest',
    audition: 'Audition portfolio',
    specialProgrammes: 'Special programmes',
    declaration: 'Declaration',
    documents: 'Document upload',
  },
  'zh-Hans': {
    applyAs: '申请类别',
    choiceOfStudy: '专业志愿',
    personalParticulars: '个人资料',
    education: '教育背景',
    subjects: '科目成绩',
    achievements: '个人成就',
    employment: '工作经历',
    referees: '推荐人',
    personalStatement: '个人陈述',
    shortQuestions: '简答题',
    householdIncome: '家庭收入',
    healthSupport: '健康与支援',
    nationalService: '国民服役',
    tuitionGrant: '学费津贴声明',
    residentialCollege: '住宿学院意向',
    audition: '试演作品集',
    specialProgrammes: '特别课程',
    declaration: '声明',
    documents: '上传文件',
  },
};

export const sectionTitle = (id: AdmissionSectionId, language: Language): string => SECTION_TITLES[language][id];
