import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

/** 财务数据总览（issue 37），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  link: '数据总览：以图表查看各项费用',
  title: '财务数据总览',
  back: '返回费用列表',
  intro: '本页统计一个学年各申请的费用，数据在打开页面时即时计算。金额均含消费税：已缴费的款项按缴费时的金额计算，尚未缴费的费用按现行税率计算。选择日期后，将统计在这些日期产生的费用和收到的款项。',
  refundsNote: '须退款的款项，是指在费用已缴费或已豁免后仍收到的付款。本系统不记录已办理的退款：请在财务系统中办理退款并保存记录。',
  academicYear: '学年',
  academicYearHint: '例如 2026/2027',
  kind: '费用',
  from: '开始日期',
  to: '结束日期',
  dayHint: '例如 01/03/2027',
  rowHeaders: {
    feeStanding: '费用状况',
    day: '日期',
    method: '缴费方式',
  },
  charts: {
    feesByStandingAmounts: { title: '款项状况', intro: '按目前状况统计的费用金额，以及须退款的已收到款项金额（含消费税），按费用分列。' },
    feesByStandingCounts: { title: '费用状况', intro: '按目前状况统计的费用数量，以及须退款的付款笔数，按费用分列。' },
    receivedPerDay: { title: '每日收款金额', intro: '每日收到的款项（新加坡时间；线下缴费按款项到账日期计算），含消费税，并与去年同日对照。' },
    movementsPerDayAmounts: { title: '每日费用金额', intro: '每日到期的费用（不论目前状况）、收到的款项、获豁免的费用，以及须退款的已收到款项，均含消费税。' },
    movementsPerDayCounts: { title: '每日费用数量', intro: '每日到期的费用数量、收到的付款笔数、获豁免的费用数量，以及须退款的付款笔数。免缴申请费类别的费用在产生当日即获豁免。' },
    receivedByMethodAmounts: { title: '按缴费方式统计的收款金额', intro: '通过支付网关网上缴费（银行卡或 PayNow），或由财务处登记的线下缴费（银行转账、支票或现金），含消费税，按费用分列。' },
    receivedByMethodCounts: { title: '按缴费方式统计的付款笔数', intro: '网上缴费及线下登记的付款笔数，按费用分列。' },
  },
  series: {
    thisYear: '今年',
    lastYear: '去年',
    fallingDue: '到期',
    received: '已缴费',
    waived: '已豁免',
    refundsToMake: '须退款',
  },
  standings: {
    due: '未缴费，尚未到期',
    overdue: '未缴费，已逾期',
    beingConfirmed: '等待网关确认',
    received: '已缴费',
    waived: '已豁免',
    refundToMake: '须退款的付款',
  },
};

export default zhHans;
