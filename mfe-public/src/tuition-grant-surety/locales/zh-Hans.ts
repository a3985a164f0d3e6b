import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

/** 学费津贴担保人确认页面（命名空间 'publicGrantSurety'）的简体中文文本。 */
const zhHans: Translation<typeof en> = {
  title: '确认担任学费津贴担保人',
  caption: '学费津贴担保人',
  opening: '担保请求',
  openFailed: '无法打开担保请求',
  confirmedTitle: '谢谢：您已确认担任担保人',
  confirmedBody: '我们已通知申请人和招生办公室。此链接已被使用，不能再次打开。您可以关闭此页面。',
  intro: '{name} 您好：{applicant} 已接受录取并申请政府学费津贴，并提名您为两名担保人之一。确认即表示您担保申请人遵守学费津贴协议的条件，否则须偿还津贴。',
  linkExpires: '此链接有效期至{date}，且只能使用一次。',
  applicant: '申请人',
  applicationNumber: '入学申请',
  bond: '毕业后在新加坡工作',
  bondYears: '{years} 年',
  noBond: '无此要求',
  detailsHeading: '申请人提供的您的资料',
  detailsHint: '如有任何资料不正确，请勿确认：请联系申请人更正资料，系统将为您发送新链接。',
  fullName: '全名',
  identification: '身份证件',
  idTypes: { NRIC: '身份证（NRIC）', FIN: '外国人准证号码（FIN）', PASSPORT: '护照' },
  dateOfBirth: '出生日期',
  email: '电子邮箱',
  mobile: '手机号码',
  formLabel: '确认担任担保人',
  declaration: '本人同意根据学费津贴协议担任 {applicant} 的担保人。以上资料属实，且本人年龄超过 21 岁、未满 65 岁。',
  signatureName: '您的全名',
  signatureNameHint: '请输入与上方显示完全相同的全名，作为您的签名。',
  confirm: '确认担任担保人',
};

export default zhHans;
