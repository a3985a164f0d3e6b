import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

const zhHans: Translation<typeof en> = {
  portal: {
    title: '本科申请人门户网站',
    skipLink: '跳至主要内容',
    footer: '招生办公室 · 本科申请人门户网站 · 版本 {version}',
    faq: '常见问题',
  },
  language: {
    label: '语言',
  },
  startup: {
    title: '门户网站无法启动',
    body: '我们暂时无法连接门户网站的服务器。请检查网络连接后再试。',
  },
  notFound: {
    title: '找不到该页面',
    body: '如果您是手动输入网址，请检查网址是否正确。',
    link: '前往登录页面',
  },
  variants: {
    ADM: '本科招生',
    CE: '继续教育与终身学习',
    SCALE: 'SCALE 在职成人课程',
    GH: '绿色丰收计划',
    SM2: '高中生（SM2）招生',
    TCM: '中医专业',
  },
  login: {
    heading: '登录本科申请人门户网站',
    signingInBefore: '您正在登录：',
    signingInAfter: '。',
    signedOut: '您已退出登录',
    pinHeading: '使用申请编号和 PIN 码登录',
    emailHeading: '使用电子邮箱登录账户登录',
    forgotPin: '忘记 PIN 码？',
    forgotApplicationNumber: '忘记申请编号？',
    registerEmail: '注册电子邮箱地址',
    whichSocialAccount: '忘记使用了哪个社交账户？',
    applicationNumber: '申请编号',
    applicationNumberHint: '确认电子邮件中的 8 位数字，例如 24000001',
    pin: 'PIN 码',
    pinHint: '8 位字母或数字，区分大小写',
    password: '密码',
  },
  logout: {
    heading: '欢迎使用申请人门户网站',
    done: '您已退出登录。感谢您使用本科申请人门户网站。',
    signingOut: '正在为您退出登录…',
    back: '返回申请人门户网站',
    officeWebsite: '前往招生办公室网站',
  },
  applicant: {
    menuLabel: '申请人菜单',
    signedInAs: '当前登录：',
    application: '申请编号 {number}',
    home: '申请人主页',
  },
  menus: {
    admission: '入学申请',
    scholarship: '奖学金',
    financialAid: '经济资助',
    payment: '缴费',
    apply: '提交申请',
    enquireStatus: '查询状态',
    manageApplication: '管理申请',
    calculator: '资助计算器',
    paymentDetails: '缴费详情',
  },
  dashboard: {
    caption: '申请人门户网站',
    welcome: '{name}，您好',
    thingsToDo: '待办事项',
    pendingActions: '您的待办事项',
    nothingToDo: '您目前没有待办事项。',
    dueBy: '截止日期：{date}',
    help: '对申请、PIN 码、费用或经济资助有疑问？',
    faq: '请阅读常见问题',
  },
  remotes: {
    calculator: '经济资助计算器',
    publicService: '此项服务',
    loading: '正在加载{what}',
    unavailable: '{what}暂时无法使用',
  },
  loading: {
    wait: '正在加载，请稍候',
  },
  timeout: {
    title: '您即将被退出登录',
    warningBefore: '您已有一段时间未操作。为保障您的安全，系统将在',
    warningAfter: '后将您退出登录。您已保存的内容不会丢失。',
    timeLeft: '距离退出登录还有 {time}',
    oneSecond: '1 秒',
    seconds: '{number} 秒',
    continue: '继续使用',
  },
  version: {
    refresh: '立即刷新',
  },
};
export default zhHans;
