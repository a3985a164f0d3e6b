import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';
import entranceExams from '../entrance-exams/locales/zh-Hans';
import { feeKindCatalogue } from '@portal/contracts/fee-kinds';
import { feeStatusCatalogue } from '@portal/contracts/fee-statuses';

/** 缴费模块的中文文本（命名空间 'payment'），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  details: {
    caption: '缴费',
    title: '缴费详情',
    feesHeading: '应缴费用',
    feesLoadingWhat: '您的应缴费用',
    noFees: '您目前没有需要缴纳的费用。',
    paymentsHeading: '缴费记录',
    paymentsLoadingWhat: '您的缴费记录',
    noPayments: '您尚无任何缴费记录。',
    processingHint: '缴费记录最多需要一个工作日才会在此显示。如缴费未成功，请于 15 分钟后再试。',
  },
  fees: {
    caption: '您的应缴费用',
    fee: '费用',
    application: '申请编号',
    due: '缴费截止日期',
    amount: '金额（含消费税）',
    status: '缴费状态',
    action: '操作',
    pay: '缴费',
    view: '查看',
  },
  payments: {
    caption: '您的缴费记录',
    reference: '缴费参考编号',
    date: '日期',
    amount: '金额（含消费税）',
    status: '状态',
    receipt: '收据',
  },
  pay: {
    loadingWhat: '该费用',
    titles: feeKindCatalogue('zh-Hans', 'payPage'),
    rows: {
      fee: '费用',
      application: '申请编号',
      due: '缴费截止日期',
      amount: '金额',
      gst: '消费税（{percent}%）',
      total: '应缴总额',
      status: '缴费状态',
    },
    gatewayNote: '您将在支付服务商的安全页面以银行卡或 PayNow 缴费，完成后返回本页面。',
    payNow: '立即缴费',
    opening: '正在打开缴费页面……',
    payLaterHint: '缴费未成功后，须等候 15 分钟方可再次缴费。',
    backToDetails: '返回缴费详情',
    state: {
      receivedTitle: '已缴费',
      received: '我们已收到此项费用，无须再缴付。',
      waivedTitle: '已豁免',
      waived: '此项费用已获豁免，您无须缴付。',
      submittedTitle: '缴费已提交',
      submitted: '您的缴费已提交，正在等待确认。缴费状态更新最长需时一个工作日。请勿重复缴费。',
      unsuccessfulTitle: '缴费未成功',
      unsuccessful: '缴费未成功：请于 15 分钟后再试。',
      payAgainFrom: '您可于{time}起再次缴费。',
      nothingDue: '此项费用无须缴付。',
    },
  },
  result: {
    loadingWhat: '您的缴费',
    loadingTitle: '您的缴费',
    receivedTitle: '已收到缴费',
    received: '谢谢！我们已收到您的缴费，收据已发送至您的电子邮箱。',
    unsuccessfulTitle: '您的缴费未成功',
    expiredTitle: '缴费页面已关闭',
    expired: '缴费页面在完成缴费前已关闭，您的款项未被扣除。',
    submittedTitle: '您的缴费已提交',
    checkAgain: '再次查询状态',
    backToFee: '返回该费用',
    rows: {
      reference: '缴费参考编号',
      gst: '消费税',
      receivedAt: '收款日期',
    },
  },
  receipt: {
    download: '下载收据 {reference}（PDF）',
  },
  feeKinds: feeKindCatalogue('zh-Hans', 'title'),
  statuses: {
    ...feeStatusCatalogue('zh-Hans'),
    OPEN: '尚未缴费',
    EXPIRED: '已关闭，未缴费',
  },
  // 入学考试缴费（entrance-exams/，issue 11）
  entranceExams,
};
export default zhHans;
