import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

/** 经济资助模块的中文文本（命名空间 'financialAid'），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  status: {
    caption: '经济资助',
    title: '经济资助申请状态',
    loadingWhat: '您的经济资助申请',
    noApplications: '您目前没有经济资助申请。经济资助申请将于 1 月 15 日开放。',
    tableCaption: '您的经济资助申请',
    academicYear: '学年',
    submitted: '提交日期',
    notSubmitted: '未提交',
    status: '状态',
  },
  statuses: {
    DRAFT: '草稿',
    SUBMITTED: '已提交',
    ADDITIONAL_DOCUMENTS_REQUIRED: '需补交文件',
    UNSUCCESSFUL: '未获批',
    APPEAL: '申诉中',
    WITHDRAWN: '已撤回',
    AWARDED: '已获批',
  },
  calculator: {
    caption: '经济资助',
    title: '经济资助计算器',
    intro: '您可在此估算可能获得的经济资助。请计入与您同住的所有家庭成员，并以新元填写全体成员的每月税前总收入。',
    citizenship: '公民身份',
    selectCitizenship: '请选择公民身份',
    citizen: '新加坡公民',
    permanentResident: '新加坡永久居民',
    international: '国际学生',
    householdSize: '家庭成员人数',
    monthlyIncome: '家庭每月税前总收入（新元）',
    monthlyIncomeHint: '例如：4500.00',
    calculate: '计算',
    errors: {
      citizenshipRequired: '请选择您的公民身份',
      householdSizeRequired: '请填写家庭成员人数',
      householdSizeWholeNumber: '请以整数填写人数，例如 4',
      householdSizeRange: '家庭成员人数须介于 1 至 20 人之间',
      monthlyIncomeRequired: '请填写家庭每月税前总收入',
      monthlyIncomeFormat: '请填写不超过 12 位数字（含 2 位小数）的金额，例如 4500.00',
    },
  },
  estimate: {
    perCapitaIncome: '家庭人均月收入：{amount}',
    loans: '学费贷款最高可达津贴后学费的 90%；学习贷款最高可达津贴后学费的 10%。',
    disclaimer: '以上仅为估算结果，实际资助配套将根据您提交的完整申请而定。',
    bands: {
      band1: { name: '第 1 档', bursary: '助学金可支付津贴后学费的绝大部分，另加生活津贴。' },
      band2: { name: '第 2 档', bursary: '助学金可支付津贴后学费的较大部分。' },
      band3: { name: '第 3 档', bursary: '助学金可支付津贴后学费的一部分。' },
      band4: { name: '第 4 档', bursary: '可获金额较少的助学金，用于支付津贴后学费。' },
      aboveBands: { name: '高于助学金档次', bursary: '不符合按家庭经济状况审核的助学金资格；仍可申请学费贷款及学习贷款。' },
    },
    notes: {
      international: '未获学费津贴的国际学生不符合大部分经济资助的申请资格，仅限公民申请的助学金亦不适用。',
      permanentResident: '部分助学金仅限公民申请；其余助学金亦会考虑永久居民的申请。',
    },
  },
};
export default zhHans;
