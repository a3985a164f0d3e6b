import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

/** 办公室区域的中文文本（命名空间 'shell-office'），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  signIn: {
    caption: '办公室职员',
    title: '登录办公室管理平台',
    intro: '供招生办公室、奖学金办公室、助学金办公室及财务处职员使用。申请人请在申请人登录页面登录。',
    email: '职员电子邮箱地址',
    password: '密码',
    applicantLink: '申请人登录',
    loading: '正在核实您的职员登录状态',
  },
  layout: {
    menuLabel: '办公室菜单',
    signedInAs: '当前登录：',
    home: '办公室首页',
    admissionConsole: '招生管理平台',
    financeConsole: '财务管理平台',
    scholarshipConsole: '奖学金管理平台',
    staffAccounts: '职员账户',
    signOut: '退出登录',
  },
  home: {
    title: '办公室首页',
    role: '您的角色：{role}',
    consoles: '您的管理平台',
    ADMISSIONS: '招生管理平台：申请、录取结果、上诉、面试及文件',
    SCHOLARSHIPS: '奖学金管理平台：奖学金设置、申请、评审结果及其公布',
    FINANCE: '财务管理平台：应缴费用及缴费记录、豁免费用、登记线下收款',
    OFFICE_ADMIN: '职员账户：添加职员、更改角色、停用账户',
    notYet: '{role}的管理平台尚未纳入本门户。在此之前，请继续按现行办公程序处理。',
  },
  forbidden: {
    title: '您的角色无权使用此功能',
    body: '此管理平台属于{office}。您的角色为{role}。如需使用权限，请联系系统管理员。',
  },
  staff: {
    title: '职员账户',
    caption: '办公室管理',
    listCaption: '职员账户及其角色',
    name: '姓名',
    email: '电子邮箱地址',
    role: '角色',
    state: '状态',
    active: '有效',
    inactive: '已停用',
    actions: '操作',
    you: '本人账户',
    changeRoleFor: '{name}的角色',
    saveRole: '保存{name}的角色',
    deactivate: '停用{name}的账户',
    reactivate: '重新启用{name}的账户',
    roleSaved: '{name}的角色已改为{role}，其登录会话已结束。',
    deactivated: '{name}已不能登录，其登录会话已结束。',
    reactivated: '{name}可以重新登录。',
    addTitle: '添加职员',
    fullName: '姓名',
    firstPassword: '初始密码',
    firstPasswordHint: '至少 12 个字符。请以安全的方式交给该职员；由几个互不相关的词组成的密码既安全又好记。',
    chooseRole: '请选择角色',
    add: '添加职员',
    added: '{name}现在可以在 /office 以{role}身份登录。',
  },
};

export default zhHans;
