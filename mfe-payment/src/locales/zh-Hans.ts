import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';
import entranceExams from '../entrance-exams/locales/zh-Hans';

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
    amount: '金额',
    status: '缴费状态',
  },
  payments: {
    caption: '您的缴费记录',
    reference: '缴费参考编号',
    date: '日期',
    amount: '金额',
    status: '状态',
  },
  feeKinds: {
    APPLICATION_FEE: '申请费',
    ENTRANCE_EXAM_FEE: '入学考试费',
  },
  statuses: {
    UNPAID: '未缴费',
    SUBMITTED: '已提交',
    RECEIVED: '已收款',
    WAIVED: '已豁免',
    UNSUCCESSFUL: '未成功',
  },
  // 入学考试缴费（entrance-exams/，issue 11）
  entranceExams,
};
export default zhHans;
