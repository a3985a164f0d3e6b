/**
 * The glossary: one term per concept, in English (en-GB) and Chinese (zh-Hans), and the variants that
 * are wrong. Every catalogue, e-mail and PDF template follows it; shared/i18n/test/glossary.test.ts
 * fails when any of them uses a listed wrong variant, and shared/i18n/GLOSSARY.md (the readable form
 * for people) is generated from this list by `node scripts/glossary.mjs`.
 *
 * A wrong variant is a literal string, a regular expression, or either of these limited to files whose
 * path matches `in` (a word that is right elsewhere and wrong in one area: 录取 is the admission offer,
 * never a scholarship's). A match that lies inside a longer right term of its entry, or inside one of
 * the entry's `allow` phrases, is not reported: a wrong variant that is part of a right term (未获批 in
 * 未获批准, were it listed the other way round) cannot fire.
 */

/** What the glossary test looks for: text, a pattern, or either limited to some files. */
export type WrongVariant = string | RegExp | { readonly pattern: string | RegExp; readonly in: RegExp; readonly where: string };

export interface GlossaryEntry {
  /** What the term names, in a few English words (the readable glossary's first column). */
  readonly concept: string;
  readonly en: string;
  readonly zh: string;
  readonly wrongZh?: readonly WrongVariant[];
  readonly wrongEn?: readonly WrongVariant[];
  /** Phrases that contain a wrong variant but are right (checked before a match is reported). */
  readonly allow?: readonly string[];
  readonly note?: string;
}

/** Source files of the financial-aid and scholarship areas (their references are SCH- / FA- numbers). */
const AID_OR_SCHOLARSHIP_FILES = /financial-aid|scholarship|guarantor|surety/;
const SCHOLARSHIP_FILES = /scholarship/;
/** A Chinese character: for patterns that must not match inside a longer Chinese word. */
const HAN = '\\u4e00-\\u9fff';
/** The names catalogues give a date's placeholder ({date}, {dueDate}, {replyDueOn}, {expires}…). */
const DATE_PLACEHOLDER = '(?:\\w*(?:date|Date|due|Due|expires)\\w*|\\w*On|at)';

export const GLOSSARY: readonly GlossaryEntry[] = [
  { concept: 'applicant', en: 'applicant', zh: '申请人' },
  { concept: 'application', en: 'application', zh: '申请', note: 'a submitted application: 申请 / 申请表 (the form)' },
  {
    concept: 'application number (8 digits, admission)',
    en: 'application number',
    zh: '申请编号',
    note: 'in a financial-aid or scholarship context the admission number is 入学申请编号',
  },
  {
    concept: 'application reference (SCH- / FA-)',
    en: 'reference',
    zh: '申请参考编号',
    wrongZh: [
      /申请编号 ?\$?\{reference\}/,
      /（编号 ?\$?\{reference\}）/,
      { pattern: new RegExp(`(?<!入学)(?<![${HAN}]参考)申请编号`), in: AID_OR_SCHOLARSHIP_FILES, where: 'financial-aid and scholarship files' },
    ],
    allow: ['申请参考编号', '入学申请编号'],
    note: 'a financial-aid or scholarship application\u2019s reference; 申请编号 is the 8-digit admission number',
  },
  { concept: 'PIN', en: 'PIN', zh: 'PIN 码', note: '8 letters or digits' },
  { concept: 'password', en: 'password', zh: '密码' },
  { concept: 'sign in / sign out', en: 'sign in / sign out', zh: '登录 / 退出登录', wrongEn: [/\b[Ll]og (in|out)\b/] },
  {
    concept: 'signed in with a linked provider',
    en: 'You can now sign in with {provider}',
    zh: '您现在可以使用 {provider} 登录',
    wrongZh: ['可以 {provider} 登录'],
  },
  { concept: 'start an application (menu)', en: 'Apply', zh: '开始申请', wrongZh: [/apply: '提交申请'/], note: 'the menu entry that starts an application; 提交申请 is the final submission' },
  { concept: 'account (e-mail login account)', en: 'account', zh: '账户（电子邮箱登录账户）' },
  { concept: 'verification code', en: 'verification code', zh: '验证码' },
  { concept: 'second factor (staff sign-in)', en: 'second factor', zh: '第二重验证', note: 'after the password' },
  { concept: 'passkey', en: 'passkey', zh: '通行密钥' },
  { concept: 'authenticator app', en: 'authenticator app', zh: '身份验证器应用', note: 'its 6-digit code: 验证码' },
  { concept: 'recovery code', en: 'recovery code', zh: '恢复码' },
  {
    concept: 'e-mail address',
    en: 'e-mail address',
    zh: '电子邮箱地址',
    wrongZh: ['电邮地址', '电邮', '邮件地址'],
    wrongEn: [/\b[Ee]mail address/],
    note: 'the e-mail message: 电子邮件',
  },
  { concept: 'mailing address', en: 'mailing address', zh: '通讯地址', wrongZh: ['通信地址'] },
  {
    concept: 'postal code',
    en: 'postal code',
    zh: '邮政编码',
    wrongZh: ['邮区编号', '邮编'],
    wrongEn: [/\b[Pp]ostcode/],
    note: 'find address (look-up by postal code): 查找地址（按邮政编码查询）; address line 1, 2: 地址第一行、第二行; block: 座号; unit number: 单位号码; building: 大厦',
  },
  { concept: 'CPF contribution history', en: 'CPF contribution history', zh: '公积金缴交记录', wrongZh: [/公积金(（CPF）)?结单/] },
  { concept: 'medical bill', en: 'medical bill', zh: '医疗账单', wrongZh: ['医药账单', '医药费'], note: 'monthly medical costs: 每月医疗费用' },
  { concept: 'date of birth', en: 'date of birth', zh: '出生日期', note: 'the field stays dd/mm/yyyy; dates in text read 2026年12月2日' },
  {
    concept: 'date and time in text',
    en: '2 December 2026, 23:59',
    zh: '2026年12月2日 23:59',
    wrongZh: [
      /(上午|下午|晚上|凌晨)\s*\d{1,2}:\d{2}/,
      // A date between Chinese words takes no spaces (请于2026年3月29日前确认): a catalogue's date placeholder set apart by a space.
      new RegExp(`[${HAN}（，：] \\{${DATE_PLACEHOLDER}\\}|\\{${DATE_PLACEHOLDER}\\} [${HAN}]`),
      new RegExp(`23:59 [${HAN}]`),
    ],
    note: '24-hour times, Singapore time; no spaces between a date and the Chinese words around it',
  },
  {
    concept: 'NRIC / FIN',
    en: 'NRIC / FIN',
    zh: '身份证号码 / 外国人准证号码（NRIC／FIN）',
    wrongZh: ['外国人身份号码', '外国人身份证号码', '身份证或准证号码'],
    note: 'FIN alone: 外国人准证号码（FIN）',
  },
  { concept: 'alternative contact', en: 'alternative contact', zh: '备用联系人' },
  { concept: 'Office of Admissions', en: 'Office of Admissions', zh: '招生办公室' },
  { concept: 'Office of Financial Aid', en: 'Office of Financial Aid', zh: '经济资助办公室', wrongZh: ['经济资助处'], wrongEn: ['Financial Aid Office'] },
  { concept: 'admission', en: 'admission', zh: '入学 / 招生', note: 'admission application: 入学申请' },
  { concept: 'programme', en: 'programme', zh: '专业', note: 'programme choice: 专业志愿' },
  {
    concept: 'second / multiple degree programme (SDP / MDP)',
    en: 'SDP / MDP',
    zh: '第二学位／多学位专业（SDP／MDP）',
    wrongZh: [/(?<!（)SDP ?[/／] ?MDP(?!）)/, /SDP 和 MDP/],
    note: 'written out once where it first appears',
  },
  { concept: 'scholarship', en: 'scholarship', zh: '奖学金' },
  {
    concept: 'scholarship offer and result',
    en: 'scholarship offer / awarded / not awarded',
    zh: '奖学金颁发通知 / 获颁 / 未获颁',
    wrongZh: ['奖学金录取', '已获奖学金录取', /scholarship\w*: '[^'\n]*录取/i, { pattern: '录取', in: SCHOLARSHIP_FILES, where: 'scholarship files' }],
    note: 'shortlisted: 已入围; awarded (status): 已获颁; the applicant who has one: 已获颁奖学金. 录取 is the admission offer only',
  },
  {
    concept: 'financial aid',
    en: 'financial aid',
    zh: '经济资助',
    wrongZh: [/caption: '助学金'/],
    note: 'bursary (one kind of aid): 助学金; loan: 贷款; a page or form about aid in general says 经济资助',
  },
  {
    concept: 'financial aid package lapses',
    en: 'the package lapses',
    zh: '此资助配套将失效',
    wrongZh: ['助学金录取', { pattern: '录取', in: /mfe-financial-aid|api\/src\/modules\/financial-aid|messages\/financial-aid/, where: 'financial-aid files' }],
    allow: ['入学录取'],
  },
  {
    concept: 'financial aid outcome',
    en: 'Approved / Unsuccessful',
    zh: '已获批 / 未获批',
    wrongZh: ['未获批准', '已获资助'],
    note: 'one set of words in every namespace',
  },
  {
    concept: 'appeal',
    en: 'appeal',
    zh: '申诉',
    wrongZh: ['上诉'],
    note: 'under appeal: 申诉中 (上诉 is a court appeal)',
  },
  {
    concept: 'appeal or review decided',
    en: 'Upheld / Not upheld',
    zh: '获接纳 / 不获接纳',
    wrongZh: ['不成立', new RegExp(`(?<![${HAN}])成立(?![${HAN}])`), '上诉成功', '申诉成功'],
  },
  {
    concept: 'financial aid requests after the outcome',
    en: 'Appeal / Request for review / Update of circumstances',
    zh: '申诉 / 复核申请 / 情况变化更新',
    wrongZh: ['复核要求', '资料更新'],
    wrongEn: [/(?<!Aid )Application update/],
    note: 'the update\u2019s screen keeps its name: Financial Aid Application update',
  },
  { concept: 'application fee', en: 'application fee', zh: '申请费', note: 'entrance-exam fee: 入学考试费' },
  { concept: 'payment', en: 'payment', zh: '缴费 / 付款', note: 'payment status: 缴费状态' },
  {
    concept: 'fee paid / waived (status)',
    en: 'Received / Waived',
    zh: '已缴费 / 已豁免',
    wrongZh: ['已免除', '已收款', '已缴付', '已收讫'],
  },
  { concept: 'offer (admission)', en: 'offer', zh: '录取通知', note: 'accept / decline an offer: 接受 / 拒绝录取' },
  { concept: 'status', en: 'status', zh: '状态' },
  { concept: 'submit / next / back / cancel', en: 'submit / next / back / cancel', zh: '提交 / 下一步 / 返回 / 取消' },
  { concept: 'optional (a field)', en: 'optional', zh: '选填', wrongZh: [/可选(?!择)/] },
  { concept: 'dashboard (applicant home)', en: 'dashboard', zh: '申请人主页', wrongZh: ['个人主页'] },
  { concept: 'social account / social sign-in', en: 'social account', zh: '社交账户', note: 'enquiry: 社交账户查询; Google, Facebook… stay as named' },
  {
    concept: 'national identity service (Singpass-style sign-in)',
    en: 'national identity service',
    zh: '国家身份认证服务',
    note: 'button: 以国家身份认证服务登录; the verified details: 经核实的个人资料',
  },
  { concept: 'session (signed in)', en: 'session', zh: '登录状态 / 本次登录' },
  { concept: 'public self-service helpers', en: 'self-service', zh: '自助服务' },
  { concept: 'fee (to pay) / payment record', en: 'fee / payment record', zh: '应缴费用 / 缴费记录' },
  { concept: 'subsidised tuition fee', en: 'subsidised tuition fee', zh: '津贴后学费' },
  { concept: 'tuition fee loan / study loan', en: 'tuition fee loan / study loan', zh: '学费贷款 / 学习贷款' },
  { concept: 'gross monthly household income', en: 'gross monthly household income', zh: '家庭每月税前总收入', note: 'per capita income: 家庭人均月收入' },
  { concept: '(aid) band', en: 'band', zh: '档', note: 'Band 2: 第 2 档' },
  { concept: 'Scholarships Office', en: 'Scholarships Office', zh: '奖学金办公室' },
  {
    concept: 'Letter of Acceptance & Undertaking',
    en: 'Letter of Acceptance & Undertaking',
    zh: '《接受与承诺书》',
    note: 'liquidated damages: 违约赔偿金; parent or legal guardian: 父母或法定监护人',
  },
  { concept: 'Undergraduate Applicant Portal', en: 'Undergraduate Applicant Portal', zh: '本科申请人门户网站', note: 'the portal: 门户网站' },
  { concept: 'Applicant Portal', en: 'Applicant Portal', zh: '申请人门户网站' },
  { concept: 'There is a problem (error summary)', en: 'There is a problem', zh: '出现问题', note: '"Error:" prefix: 错误：' },
  { concept: 'try again / refresh now', en: 'try again / refresh now', zh: '重试 / 立即刷新' },
  { concept: 'continue session', en: 'continue', zh: '继续使用', note: 'timeout dialog' },
  { concept: 'enquire status', en: 'enquire status', zh: '查询状态' },
  { concept: 'language switch', en: 'English / 中文', zh: 'English / 中文', note: 'each language named in itself' },
  { concept: 'okay (acknowledge)', en: 'OK', zh: '确定' },
  {
    concept: 'national service / enlistment date / ORD',
    en: 'national service / enlistment date / ORD',
    zh: '国民服役 / 入伍日期 / 退役日期（ORD）',
  },
  {
    concept: 'returning national serviceman (RNS) confirmation of enrolment',
    en: 'RNS confirmation of enrolment',
    zh: '服役后回校国民服役人员（RNS）入学确认',
    wrongZh: [new RegExp(`(?<![（(])RNS ?入学确认`), '服役后回校的国民服役人员'],
    note: 'the person: 服役后回校国民服役人员（RNS）',
  },
  {
    concept: 'government tuition grant / Tier A, B, C',
    en: 'tuition grant / Tier A, B, C',
    zh: '政府学费津贴 / A 级、B 级、C 级',
    note: 'bond: 服务合约; surety: 担保人',
  },
  { concept: 'audition / repertoire / voice type', en: 'audition / repertoire / voice type', zh: '试演 / 试演曲目 / 声部' },
  { concept: 'medical condition or disability', en: 'medical condition or disability', zh: '疾病或残障情况' },
  { concept: 'referee', en: 'referee', zh: '推荐人', note: 'referee nomination: 推荐人提名' },
  { concept: 'achievement', en: 'achievement', zh: '成就', note: 'awards: 奖项' },
  { concept: 'employment record', en: 'employment record', zh: '工作经历', note: 'employer: 雇主; bond (to an employer): 服务合约' },
  { concept: 'residential college', en: 'residential college', zh: '住宿学院', note: 'residential status declaration: 居住状况声明' },
  { concept: 'autonomous university (AU)', en: 'autonomous university', zh: '自治大学' },
  { concept: 'special programmes', en: 'special programmes', zh: '特别课程' },
  { concept: 'education record / qualification / institution', en: 'education record / qualification / institution', zh: '教育背景记录 / 学历 / 院校', note: 'Education section' },
  { concept: 'current / former / graduated (education status)', en: 'current / former / graduated', zh: '在读 / 肄业（未完成学业） / 已完成学业（毕业）' },
  { concept: 'GPA / final cumulative GPA', en: 'GPA / final cumulative GPA', zh: '平均绩点（GPA） / 最终累积平均绩点（CGPA）' },
  { concept: 'actual / predicted / mock results', en: 'actual / predicted / mock results', zh: '实际成绩 / 预估成绩 / 模拟考试（预考）成绩', note: 'result type: 成绩类型' },
  { concept: 'subject / level / grade', en: 'subject / level / grade', zh: '科目 / 水准 / 等级', note: 'A-Level: A 水准; H1/H2/H3 stay as written' },
  { concept: 'A-Level General Paper / Literature in English', en: 'General Paper / Literature in English', zh: '综合试卷 / 英文文学', wrongZh: ['普通试卷', '英国文学'] },
  { concept: 'English language test', en: 'English language test', zh: '英语语言考试', note: 'IELTS 雅思, TOEFL 托福' },
  { concept: 'student ID', en: 'student ID', zh: '学号', note: 'A or U series: A 或 U 系列' },
  { concept: 'check your answers', en: 'check your answers', zh: '核对您的回答', note: 'the page before submitting; its "Change" links: 修改' },
  { concept: 'I understand my answers…', en: 'I understand my answers', zh: '本人了解本人的回答', wrongZh: ['本人了解我的'] },
  {
    concept: 'not given (an optional answer left empty)',
    en: '—',
    zh: '—',
    note: 'the answers summary leaves unanswered questions out in both languages; a record list with none reads "None" / 无',
  },
  {
    concept: 'Application Summary and Status',
    en: 'Application Summary and Status',
    zh: '申请概览及状态',
    wrongZh: ['申请概要与状态', '申请概要及状态', '申请概览与状态'],
    note: 'a submitted application\u2019s tabs: 申请 / 个人资料 / 教育背景 / 学业成绩 (Academic) / 其他奖项 (Other awards) / 其他资料 (Other information) / 奖学金选择 / 文件 / PIN 码',
  },
  { concept: 'Upload documents (section)', en: 'Upload documents', zh: '上传文件', wrongZh: ['“文件上传”'], note: 'referred to as the “上传文件”部分' },
  { concept: 'download a copy (PDF)', en: 'download a copy (PDF)', zh: '下载申请副本（PDF）' },
  { concept: 'PIN reset', en: 'reset PIN', zh: '重设 PIN 码', note: 'a signed-in applicant cannot change the PIN directly: 登录后不能直接更改 PIN 码' },
  {
    concept: 'quotation marks in Chinese',
    en: '“…”',
    zh: '“…”',
    // Inside a quoted string (after a colon, =, a bracket or a comma), and inside JSON's \"…\".
    wrongZh: [new RegExp(`(?<=[:=(,[]\\s*')[^'\\n]*"[^"'\\n]*[${HAN}][^"'\\n]*"`), new RegExp(`\\\\"[^"\\n]*[${HAN}][^"\\n]*\\\\"`)],
    note: 'Chinese text quotes with “…” (and 《…》 for documents), never "…"',
  },
  { concept: 'family name / given name', en: 'family name / given name', zh: '姓 / 名', note: 'in Chinese the family name comes first: forms ask 姓 before 名, greetings read 尊敬的 ZHOU MEI HUA：' },
];
