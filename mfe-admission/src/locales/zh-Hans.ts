import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

/** 入学申请模块的中文文本（命名空间 'admission'），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  summary: {
    caption: '入学申请',
    title: '申请概览及状态',
    loadingWhat: '您的申请',
    noApplications: '您目前尚无入学申请。',
    applicationHeading: '申请 {number}',
    category: '申请类别',
    academicYear: '学年',
    status: '状态',
    offerStatus: '录取结果',
    noOutcomeYet: '尚无结果',
    applicationFee: '申请费',
    submittedOn: '提交日期',
    notSubmitted: '未提交',
    programmeChoices: '专业志愿',
    rank: '志愿顺序',
    programme: '专业',
    cannotAmend: '申请一经提交，即无法在网上修改。如需更新资料，请联系招生办公室。',
  },
  statuses: {
    DRAFT: '草稿',
    SUBMITTED: '已提交',
    UNDER_REVIEW: '审核中',
    OFFERED: '已录取',
    UNSUCCESSFUL: '未获录取',
    WITHDRAWN: '已撤回',
    UNPAID: '未缴费',
    RECEIVED: '已收款',
    WAIVED: '已豁免',
  },
};
export default zhHans;
