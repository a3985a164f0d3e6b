import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';
import outcomesZh from '../outcomes/locales/zh-Hans';
import afterSubmission from '../after-submission/locales/zh-Hans';
import appeals from '../appeals/locales/zh-Hans';
import entranceExams from '../entrance-exams/locales/zh-Hans';
import applicationPeriods from '../application-periods/locales/zh-Hans';
import dashboard from '../dashboard/locales/zh-Hans';

/** 招生管理平台的中文文本（命名空间 'admission-office'），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  appeals,
  console: {
    caption: '招生办公室',
    title: '招生管理平台',
    loadingWhat: '招生管理平台',
  },
  list: {
    what: '申请列表',
    searchLabel: '搜索申请',
    q: '申请编号、姓名或电子邮箱地址',
    qHint: '输入数字可查找以该数字开头的申请编号；输入文字可查找包含该文字的姓名或电子邮箱地址。',
    any: '不限',
    status: '状态',
    category: '申请类别',
    programme: '课程（任一志愿）',
    system: '申请系统',
    academicYear: '学年',
    academicYearHint: '例如 2026/2027',
    search: '搜索',
    clear: '清除搜索条件',
    found: '共找到 {total} 份申请',
    caption: '申请列表（按提交时间由新到旧排列）',
    number: '申请编号',
    name: '申请人',
    firstChoice: '第一志愿',
    outcome: '录取结果',
    noOutcome: '尚无',
    outcomes: { OFFERED: '已录取', UNSUCCESSFUL: '未获录取' },
    outcomesUnreleased: { OFFERED: '已录取（尚未公布）', UNSUCCESSFUL: '未获录取（尚未公布）' },
    fee: '申请费',
    submitted: '提交日期',
    open: '打开 {name} 的申请 {number}',
  },
  application: {
    title: '申请 {number}',
    what: '申请 {number}',
    back: '返回申请列表',
    applicant: '申请人',
    name: '姓名',
    email: '电子邮箱地址',
    nric: '申请人填报的身份证号码／外国人准证号码（FIN）',
    verifiedNric: '经国家身份认证核实的身份证号码／外国人准证号码（FIN）',
    notVerified: '未核实',
    dateOfBirth: '出生日期',
    notGiven: '未提供',
    // 身份证号码相同的记录（api/src/modules/applicant/nric-records.ts）
    sameNric: '另有记录填报相同的身份证号码',
    sameNricIntro: '其他申请人记录填报了或已核实此身份证号码／外国人准证号码（FIN）。处理此申请前，请先合并有关记录或进行核查。',
    sameNricMismatch: '此申请所填报的身份证号码／外国人准证号码（FIN）与经国家身份认证核实的号码不符。',
    sameNricVerified: '经国家身份认证核实此号码的记录，建立于{date}',
    sameNricDeclared: '填报此号码的记录，建立于{date}',
    sameNricApplications: '申请：',
    sameNricNoApplication: '尚无申请。',
    actions: '可对此申请执行的操作',
    actionOutcome: '记录或公布录取结果',
    releaseOutcomes: '公布已记录的录取结果（一份或多份）',
    // 申诉、面试/测试、补交文件、豁免申请费（office/appeals/）
    actionAppeal: '审理申请人的申诉',
    actionInterviews: '邀请参加面试或测试',
    actionDocumentsRequest: '要求补交文件',
    actionFee: '豁免申请费',
    reviewAppeals: '待审理的申诉',
  },
  grantSureties: {
    title: '学费津贴担保人',
    none: '申请人未接受录取并申请学费津贴，无须担保人。',
    due: '两名担保人须于{date}前确认。',
    surety: '担保人 {n}',
    name: '姓名',
    email: '电子邮箱',
    identification: '身份证件',
    idTypes: { NRIC: '身份证（NRIC）', FIN: '外国人准证号码（FIN）', PASSPORT: '护照' },
    dateOfBirth: '出生日期',
    status: '状态',
    statuses: { NONE: '尚未提名', INVITED: '已发送链接，尚未确认', EXPIRED: '链接已过期，尚未确认', CONFIRMED: '已确认' },
    invited: '链接发送时间',
    linkExpires: '链接有效期至',
    confirmed: '确认时间',
    signedAs: '签名',
  },
  references: {
    title: '推荐人推荐信',
    none: '此申请没有推荐人（该申请类别无须推荐人）。',
    referee: '推荐人 {n}：{name}',
    name: '姓名',
    email: '电子邮箱',
    status: '状态',
    statuses: { NONE: '尚未邀请', INVITED: '已邀请，尚未收到', EXPIRED: '链接已过期，尚未收到', CONFIRMED: '已收到' },
    linkExpires: '链接有效期至',
    who: '职位及机构',
    requested: '邀请日期',
    received: '收到日期',
    relationship: '与申请人的关系',
    knownFor: '认识申请人的时间',
    knownForOptions: { UNDER_1_YEAR: '不足 1 年', ONE_TO_2_YEARS: '1 至 2 年', TWO_TO_5_YEARS: '2 至 5 年', OVER_5_YEARS: '5 年以上' },
    recommendation: '推荐意见',
    recommendations: {
      HIGHLY_RECOMMEND: '大力推荐',
      RECOMMEND: '推荐',
      RECOMMEND_WITH_RESERVATIONS: '有保留地推荐',
      DO_NOT_RECOMMEND: '不推荐',
    },
    reference: '推荐信内容',
  },
  outcomes: outcomesZh,
  // Results window, final GPA, enrolment confirmation (after-submission/).
  afterSubmission,
  // 入学考试（entrance-exams/，issue 11）
  entranceExams,
  // 申请期（application-periods/）
  applicationPeriods,
  // 招生数据总览（dashboard/，issue 37）
  dashboard,
};

export default zhHans;
