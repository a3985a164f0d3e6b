import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

/** 经济资助数据总览（issue 37），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  link: '数据总览：以图表查看经济资助申请',
  title: '经济资助数据总览',
  back: '返回申请列表',
  intro: '本页统计一个学年的经济资助申请，数据在打开页面时即时计算。按学生类别、申请的资助类型或资助计划筛选时，只统计已提交的申请：草稿尚无这些资料。',
  tier: '学生类别',
  aidSought: '申请的资助类型',
  aidSoughtOptions: { BURSARY: '助学金', TUITION_FEE_LOAN: '学费贷款', STUDY_LOAN: '学习贷款' },
  scheme: '获提供的资助计划',
  schemeHint: '该学年的资助计划：统计资助配套包含该计划的申请',
  rowHeaders: {
    funnel: '步骤',
    submissionsPerDay: '日期',
    byState: '状态',
    packagesPerScheme: '资助计划',
    bursaryAmounts: '助学金',
    incomeBands: '家庭人均月收入',
    perTier: '学生类别',
    requests: '申请事项',
  },
  charts: {
    funnel: {
      title: '从开始申请到接受资助配套',
      intro: '本学年到达各步骤的申请数量，以及各步骤占已开始申请总数的比例。已评估：经济资助办公室已提供资助配套，或已记录申请未获批。',
    },
    submissionsPerDay: { title: '每日提交数量', intro: '在该学年申请日期内每日提交的申请数量（新加坡时间），并与去年同日对照。' },
    byState: { title: '各状态的申请数量', intro: '本学年全部申请的当前状态，包括草稿。' },
    packagesPerScheme: {
      title: '各资助计划的资助配套及答复',
      intro: '目前已提供并包含各资助计划的资助配套。已接受：申请人接受了该计划。已拒绝：资助配套被拒绝或逾期未答复，或接受时未选该计划。等待答复：尚未答复。',
    },
    bursaryAmounts: {
      title: '各助学金计划的金额',
      intro: '目前已提供的资助配套中各助学金的全年金额，以及其中已接受的金额。贷款不在此列：贷款按学费的百分比计算，并无固定金额。',
    },
    incomeBands: { title: '按家庭人均月收入划分的申请数量', intro: '已提交的申请按家庭人均月收入划分，以及获提供和已接受的资助配套。' },
    perTier: { title: '各学生类别的申请数量', intro: '已提交的申请按公民身份（国际学生另按是否领取学费津贴）划分，以及获提供和已接受的资助配套。' },
    requests: { title: '申诉、复核申请及情况变化更新', intro: '结果公布后提出的申请事项及其处理情况。' },
  },
  series: {
    applications: '申请',
    thisYear: '今年',
    lastYear: '去年',
    offered: '已提供',
    accepted: '已接受',
    declined: '已拒绝',
    awaiting: '等待答复',
    awaitingDecision: '等待决定',
    upheld: '获接纳',
    notUpheld: '不获接纳',
    processed: '已处理',
  },
  steps: {
    started: '已开始申请',
    submitted: '已提交申请',
    assessed: '已评估',
    offered: '已提供资助配套',
    accepted: '已接受资助配套',
  },
  bands: {
    upTo: '{amount} 或以下',
    between: '{from} 至 {to}',
    above: '高于 {amount}',
    notKnown: '不详',
  },
  notKnown: '不详',
};

export default zhHans;
