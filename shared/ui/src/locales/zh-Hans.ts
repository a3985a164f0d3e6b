import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

const zhHans: Translation<typeof en> = {
  buttons: {
    submit: '提交',
    next: '下一步',
    back: '返回',
    cancel: '取消',
    okay: '确定',
    continue: '继续',
    tryAgain: '重试',
    signIn: '登录',
    signOut: '退出登录',
  },
  errors: {
    summaryTitle: '出现问题',
    prefix: '错误：',
    panelTitle: '抱歉，出现问题',
    remoteCrashed: '门户网站的这一部分已停止运行',
    remoteCrashedBody: '请刷新页面后再试。您已保存的内容不会丢失。（{detail}）',
  },
  notification: {
    important: '重要提示',
    success: '操作成功',
    error: '出现问题',
    dismiss: '关闭',
    dismissContext: '此消息',
  },
  loading: {
    default: '正在加载',
    what: '正在加载{what}',
    failed: '无法加载{what}',
  },
  fields: {
    optional: '选填',
    email: '电子邮箱地址',
    dateHint: '例如：27/03/2007',
    characterLimit: '[最多 {limit} 个字符] 已输入 {used} 个',
    charactersOver: '，超出 {over} 个',
  },
  statuses: {
    DRAFT: '草稿',
    SUBMITTED: '已提交',
    UNDER_REVIEW: '审核中',
    SHORTLISTED: '已入围',
    APPEAL: '申诉中',
    OFFERED: '已录取',
    AWARDED: '已获颁',
    RECEIVED: '已收到',
    PAID: '已缴费',
    WAIVED: '已免除',
    WITHDRAWN: '已撤回',
    UNSUCCESSFUL: '未成功',
    UNPAID: '未缴费',
    ADDITIONAL_DOCUMENTS_REQUIRED: '需补交文件',
    COMPLETED: '已完成',
    NOT_STARTED: '未开始',
    CANNOT_START: '暂不可开始',
  },
};
export default zhHans;
