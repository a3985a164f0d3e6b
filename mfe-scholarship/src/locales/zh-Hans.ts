import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

/** 奖学金模块的中文文本（命名空间 'scholarship'），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  status: {
    caption: '奖学金',
    title: '奖学金申请状态',
    loadingWhat: '您的奖学金申请',
    notApplied: '您尚未申请奖学金。每位申请人只可提交一份奖学金申请。',
    tableCaption: '您的奖学金申请',
    academicYear: '学年',
    choices: '所选奖学金',
    choiceSeparator: '、',
    noneChosen: '未选择',
    submitted: '提交日期',
    notSubmitted: '未提交',
    status: '状态',
  },
  statuses: {
    DRAFT: '草稿',
    SUBMITTED: '已提交',
    SHORTLISTED: '已入围',
    AWARDED: '已获颁',
    UNSUCCESSFUL: '未获颁',
  },
};
export default zhHans;
