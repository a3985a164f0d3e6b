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
  writeIn: {
    'en-GB': '申请人使用英文浏览门户并接收电子邮件：请用英文撰写。',
    'zh-Hans': '申请人使用中文浏览门户并接收电子邮件：请用中文撰写。',
    withHint: '{hint}{writeIn}',
  },
  pageTitle: {
    portal: '本科申请人门户网站',
    screen: '{screen} – {portal}',
    separator: ' – ',
    error: '错误：{title}',
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
    characterRemaining: '还可输入 1 个字符',
    charactersRemaining: '还可输入 {count} 个字符',
    characterTooMany: '超出 1 个字符',
    charactersTooMany: '超出 {count} 个字符',
    characterLimitInfo: '最多可输入 {limit} 个字符',
    yes: '是',
    no: '否',
  },
  combobox: {
    showOptions: '显示所有选项',
    noMatches: '没有匹配的结果',
    oneResult: '找到 1 个结果',
    results: '找到 {count} 个结果',
    instructions: '有结果时，请使用上下箭头键浏览，按 Enter 键选择。使用触控屏时，请触摸或滑动浏览。',
  },
  pagination: {
    label: '搜索结果分页',
    previous: '上一页',
    next: '下一页',
    pageOf: '第 {page} 页，共 {pages} 页',
  },
};
export default zhHans;
