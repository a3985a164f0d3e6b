import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/employment';
import { EMPLOYMENT_WORDS } from '@portal/contracts/admission/summary/employment';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  intro: '请按时间由近至远填写您的工作经历，最多 {max} 条，包括全职及兼职工作和实习。',
  introRequired: '作为在职成人类别的申请人，请至少填写一条工作经历。请按时间由近至远填写，最多 {max} 条。',
  none: '您尚未添加任何工作经历。',
  record: '工作经历 {n}',
  employer: '雇主',
  jobTitle: '职位',
  jobDescription: '工作内容',
  jobDescriptionHint: '您的主要职责及工作成果。',
  employmentType: '全职或兼职',
  types: EMPLOYMENT_WORDS['zh-Hans'].types,
  from: '开始月份',
  to: '结束月份',
  monthHint: 'mm/yyyy，例如 03/2022',
  current: '我目前在此任职',
  monthlySalary: '月薪（新元）',
  monthlySalaryHint: '扣除前的每月薪金总额，例如 2500.00',
  bonded: '您是否与该雇主签有服务合约（bond）？',
  bondDetails: '服务合约详情',
  bondDetailsHint: '合约方、期限及结束日期。',
  sponsored: '该雇主是否曾向您颁发奖学金或提供资助？',
  sponsorshipDetails: '奖学金或资助详情',
  sponsorshipDetailsHint: '名称、资助范围及相关义务。',
  add: '添加工作经历',
  addAnother: '再添加一条工作经历',
  remove: '删除工作经历 {n}',
  limitReached: '您已添加 {max} 条工作经历，已达本申请表的上限。',
};
export default zhHans;
