import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

/** 助学贷款担保人确认页面（命名空间 'publicGuarantor'）的简体中文文本。 */
const zhHans: Translation<typeof en> = {
  title: '确认担任助学贷款担保人',
  caption: '担保人',
  opening: '贷款详情',
  openFailed: '无法打开贷款详情',
  confirmedTitle: '谢谢：您已确认担任担保人',
  confirmedBody: '我们已通知申请人及经济资助办公室。此链接已使用，无法再次打开。您可以关闭此页面。',
  intro:
    '{name} 您好：{applicant} 已接受包含以下贷款的经济资助配套，并指定您为担保人。请核对您的资料并阅读贷款内容。确认后，如申请人未偿还这些贷款，您将负责偿还。',
  linkExpires: '此链接只能使用一次，有效期至{date}。',
  applicant: '申请人',
  reference: '经济资助申请参考编号',
  academicYear: '学年',
  loansHeading: '您所担保的贷款',
  loansCaption: '申请人所选的贷款',
  loan: '贷款',
  percent: '借贷额',
  percentValue: '津贴后学费的 {percent}%',
  detailsHeading: '申请人提供的您的资料',
  detailsHint: '如有任何资料不正确，请勿确认：请申请人更正资料，系统将向您发送新链接。',
  fullName: '全名',
  identification: '身份证件',
  idTypes: { NRIC: '身份证（NRIC）', FIN: '外国人准证号码（FIN）', PASSPORT: '护照' },
  dateOfBirth: '出生日期',
  nationality: '国籍',
  relationship: '与申请人的关系',
  relationships: { PARENT: '父母', GUARDIAN: '监护人', SIBLING: '兄弟姐妹', SPOUSE: '配偶', RELATIVE: '其他亲属', OTHER: '其他' },
  email: '电子邮箱地址',
  mobileNumber: '手机号码',
  address: '地址',
  employment: '职业及雇主',
  employmentValue: '{occupation}，{employer}',
  grossMonthlyIncome: '每月总收入',
  notBankrupt: '并非未解除破产者',
  yes: '是',
  formLabel: '确认担任担保人',
  declarationsLegend: '声明',
  declarationsHint: '请逐项勾选以确认。',
  declarations: {
    detailsCorrect: '以上本人资料真实完整，且本人并非未解除破产者。',
    readLoans: '本人已阅读以上所列 {applicant} 所选的贷款。',
    agreeToGuarantee: '本人同意担任这些贷款的担保人，如 {applicant} 未偿还，本人将负责偿还。',
  },
  signatureName: '您的全名',
  signatureNameHint: '请按以上所示完整填写您的全名，以此作为您的签名。',
  confirm: '确认担任担保人',
};

export default zhHans;
