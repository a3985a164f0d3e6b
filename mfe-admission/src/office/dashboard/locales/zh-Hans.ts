import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

/** 招生数据总览（issue 37），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  link: '数据总览：以图表查看本届申请',
  title: '招生数据总览',
  back: '返回申请列表',
  intro: '本页统计一个学年的全部申请。本学年及上一学年的数据每分钟重新统计一次，更早学年的数据每日统计一次；统计时间显示于图表上方。选择申请期后，将按该申请期的申请系统和申请类别，统计其开放期间的数据。',
  places: {
    link: '设定 {year} 学年各专业名额',
    title: '各专业名额',
    what: '各专业名额',
    intro: '{year} 学年各专业的名额：数据总览将以此对照各专业的录取通知及答复。未设定名额的专业请留空。',
    formLabel: '各专业名额',
    hint: '请填写整数',
    save: '保存名额',
    saved: '{year} 学年的名额已保存',
    back: '返回数据总览',
  },
  period: '申请期',
  periodHint: '该学年已设定的申请期',
  rowHeaders: {
    funnel: '步骤',
    submissionsPerDay: '日期',
    choicesPerProgramme: '专业',
    offersPerProgramme: '专业',
    perCategory: '申请类别',
    perSystem: '申请系统',
    appealsByState: '状态',
  },
  charts: {
    funnel: { title: '从开始申请到注册入学', intro: '本学年到达各步骤的申请数量，以及各步骤占已开始申请总数的比例。' },
    submissionsPerDay: { title: '每日提交数量', intro: '每日提交的申请数量（新加坡时间），并与去年同日对照。' },
    choicesPerProgramme: { title: '各专业申请数量', intro: '已提交的申请中选择各专业的数量：第一志愿及任一志愿。' },
    offersPerProgramme: { title: '各专业录取通知及答复', intro: '已发布的录取通知，以及其中已接受和已拒绝的数量，并对照本学年设定的名额。短横线表示尚未设定名额。' },
    perCategory: { title: '各申请类别的申请数量', intro: '已开始及已提交的申请。' },
    perSystem: { title: '各申请系统的申请数量', intro: '已开始及已提交的申请。' },
    appealsByState: { title: '申诉', intro: '招生办公室正在审核或已作出决定的申诉。' },
  },
  series: {
    applications: '申请',
    thisYear: '今年',
    lastYear: '去年',
    firstChoice: '第一志愿',
    anyChoice: '任一志愿',
    places: '名额',
    offered: '已发出录取通知',
    accepted: '已接受',
    declined: '已拒绝',
    started: '已开始',
    submitted: '已提交',
    appeals: '申诉',
  },
  steps: {
    started: '已开始申请',
    submitted: '已提交申请',
    feeSettled: '申请费已缴费或已豁免',
    offered: '获发录取通知',
    accepted: '已接受录取',
    enrolled: '已注册入学',
  },
  appealStates: {
    SUBMITTED: '已提交，待审核',
    UNDER_REVIEW: '审核中',
    DECIDED_UPHELD: '已决定：获接纳',
    DECIDED_DISMISSED: '已决定：不获接纳',
  },
};

export default zhHans;
