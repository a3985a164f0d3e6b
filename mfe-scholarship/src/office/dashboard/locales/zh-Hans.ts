import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

/** 奖学金数据总览（issue 37），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  link: '数据总览：以图表查看奖学金申请',
  title: '奖学金数据总览',
  intro: '本页统计一个学年的全部奖学金申请，数据在打开页面时即时计算。选择奖学金后，将统计选择该奖学金的申请，并按该奖学金的开放期间逐日显示；选择公民身份后，将统计入学申请中填报该身份的申请人。',
  scholarshipHint: '该学年设置的奖学金',
  citizenship: '公民身份',
  citizenshipHint: '以入学申请中填报的为准',
  rowHeaders: {
    funnel: '步骤',
    submissionsPerDay: '日期',
    perScholarship: '奖学金',
    byState: '状态',
    byCitizenship: '公民身份',
    perProgramme: '第一志愿专业',
  },
  charts: {
    funnel: { title: '从开始申请到担保人确认', intro: '本学年到达各步骤的奖学金申请数量，以及各步骤占已开始申请总数的比例。' },
    submissionsPerDay: { title: '每日提交数量', intro: '每日提交的奖学金申请数量（新加坡时间），并与去年同日对照。' },
    perScholarship: { title: '各奖学金的申请及获颁数量', intro: '已提交的申请中选择各奖学金的数量（第一志愿及任一志愿），已向申请人公布的获颁数量，以及其中已接受的数量。' },
    byState: { title: '各状态的申请数量', intro: '本学年的全部奖学金申请（包括草稿）按目前状态统计；获颁的申请按申请人的答复统计。' },
    byCitizenship: { title: '各公民身份的申请及获颁数量', intro: '按入学申请中填报的公民身份，统计已提交的申请、已公布的获颁数量及已接受的数量。' },
    perProgramme: { title: '各专业的申请及获颁数量', intro: '按入学申请的第一志愿专业，统计已提交的申请及已公布的获颁数量。' },
  },
  series: {
    applications: '申请',
    thisYear: '今年',
    lastYear: '去年',
    firstChoice: '第一志愿',
    anyChoice: '任一志愿',
    submitted: '已提交',
    awarded: '获颁',
    accepted: '已接受奖学金',
  },
  steps: {
    started: '已开始申请',
    submitted: '已提交申请',
    awarded: '获颁奖学金（结果已公布）',
    accepted: '已接受奖学金',
    undertakingSigned: '已接受《接受与承诺书》',
    suretiesConfirmed: '两位担保人均已确认',
  },
  states: {
    DRAFT: '草稿',
    SUBMITTED: '已提交，尚未录入评审结果',
    SHORTLISTED: '已入围，尚未录入评审结果',
    OUTCOME_TO_RELEASE: '已录入评审结果，尚未公布',
    AWARDED_AWAITING_REPLY: '已获颁，待答复',
    AWARDED_ACCEPTED: '已获颁，已接受',
    AWARDED_DECLINED: '已获颁，已拒绝',
    AWARDED_LAPSED: '已获颁，逾期未答复而失效',
    UNSUCCESSFUL: '未获颁',
  },
  notStated: '未填报',
};

export default zhHans;
