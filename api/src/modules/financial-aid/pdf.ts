/**
 * The PDF copy of a submitted financial aid application, in English or Chinese, printed from the
 * answers frozen at submission (so the copy is exactly what the Office of Financial Aid received):
 * the reference, the household with its per-capita income, every section and the documents.
 */
import type { AidSubmission } from '@portal/contracts/financial-aid/api';
import type { Language } from '@portal/contracts/languages';
import type { ApplicationPdfModel, PdfGroup, PdfRow, PdfSection } from '../../pdf/model';
import { officeDateTime } from '../../mail/office-dates';
import { dollars } from './mail';

type Words = Record<string, string>;

const EN: Words = {
  title: 'Financial aid application',
  reference: 'Reference',
  submittedAt: 'Submitted',
  academicYear: 'Academic year',
  admissionApplication: 'Admission application number',
  author: 'Office of Financial Aid',
  household: 'Household',
  householdSize: 'Household size (including you)',
  monthlyIncome: 'Gross monthly household income',
  perCapitaIncome: 'Per capita monthly household income',
  personalDetails: 'Personal details',
  housingType: 'Type of housing',
  housingTypeOther: 'Other type of housing',
  housingOwnership: 'Housing ownership',
  maritalStatus: 'Marital status',
  mobileNumber: 'Mobile number',
  financialDetails: 'Financial details',
  aidSought: 'Financial aid applied for',
  applicantMonthlyIncome: 'Your gross monthly income',
  familyMember: 'Family member',
  name: 'Name',
  relationship: 'Relationship',
  age: 'Age',
  occupation: 'Occupation',
  employmentStatus: 'Employment status',
  grossMonthlyIncome: 'Gross monthly income',
  otherFinancialDetails: 'Other financial details',
  hasMedicalConditions: 'Medical conditions or disabilities in the household',
  medicalCondition: 'Medical condition',
  person: 'Person',
  condition: 'Condition',
  monthlyBill: 'Monthly medical bill',
  receivedInheritance: 'Inheritance received',
  inheritanceAmount: 'Inheritance amount',
  inheritanceDetails: 'Inheritance details',
  existingBursary: 'Existing bursary',
  amount: 'Amount',
  status: 'Status',
  period: 'Period',
  existingLoan: 'Existing loan',
  lender: 'Lender',
  outstandingAmount: 'Outstanding amount',
  monthlyRepayment: 'Monthly repayment',
  awardsActivities: 'Awards and co-curricular activities',
  award: 'Award or scholarship',
  year: 'Year',
  activity: 'Co-curricular activity',
  role: 'Role',
  years: 'Years',
  none: 'None',
  declarations: 'Declarations',
  truthful: 'The information I have given is true and complete',
  consentToVerify: 'I consent to the University verifying the information with the relevant agencies',
  privacyNotice: 'I have read the privacy notice',
  falseDeclarationUnderstood: 'I understand that a false declaration may lead to the withdrawal of any aid awarded',
  agreed: 'Agreed',
  documents: 'Documents',
  footer: 'Generated on {0} (Singapore time). This is a copy of the financial aid application you submitted.',
  YES: 'Yes',
  NO: 'No',
  BURSARY: 'Bursary',
  TUITION_FEE_LOAN: 'Tuition fee loan',
  STUDY_LOAN: 'Study loan',
  HDB_1_2_ROOM: 'HDB 1- or 2-room flat',
  HDB_3_ROOM: 'HDB 3-room flat',
  HDB_4_ROOM: 'HDB 4-room flat',
  HDB_5_ROOM_EXECUTIVE: 'HDB 5-room or executive flat',
  PRIVATE_APARTMENT: 'Private apartment or condominium',
  LANDED: 'Landed property',
  OTHER: 'Other',
  OWNED: 'Owned',
  RENTED: 'Rented',
  LIVING_WITH_RELATIVES: 'Living with relatives',
  SINGLE: 'Single',
  MARRIED: 'Married',
  DIVORCED: 'Divorced',
  WIDOWED: 'Widowed',
  FATHER: 'Father',
  MOTHER: 'Mother',
  STEPFATHER: 'Stepfather',
  STEPMOTHER: 'Stepmother',
  GUARDIAN: 'Guardian',
  SIBLING: 'Sibling',
  SPOUSE: 'Spouse',
  CHILD: 'Child',
  GRANDPARENT: 'Grandparent',
  EMPLOYED: 'Employed',
  SELF_EMPLOYED: 'Self-employed',
  UNEMPLOYED: 'Unemployed',
  RETIRED: 'Retired',
  STUDENT: 'Student',
  HOMEMAKER: 'Homemaker',
  APPLIED: 'Applied',
  ACCEPTED: 'Accepted',
  INCOME_PROOF: 'Proof of income',
  CPF_STATEMENT: 'CPF statement',
  MEDICAL_BILL: 'Medical bill',
  INHERITANCE_PROOF: 'Proof of inheritance',
  HOUSING_PROOF: 'Proof of housing',
};

const ZH: Words = {
  title: '经济资助申请',
  reference: '申请参考编号',
  submittedAt: '提交时间',
  academicYear: '学年',
  admissionApplication: '入学申请编号',
  author: '经济资助办公室',
  household: '家庭',
  householdSize: '家庭人数（包括您本人）',
  monthlyIncome: '家庭每月税前总收入',
  perCapitaIncome: '家庭人均月收入',
  personalDetails: '个人资料',
  housingType: '住房类型',
  housingTypeOther: '其他住房类型',
  housingOwnership: '住房产权',
  maritalStatus: '婚姻状况',
  mobileNumber: '手机号码',
  financialDetails: '财务资料',
  aidSought: '申请的经济资助',
  applicantMonthlyIncome: '您的每月税前收入',
  familyMember: '家庭成员',
  name: '姓名',
  relationship: '关系',
  age: '年龄',
  occupation: '职业',
  employmentStatus: '就业状况',
  grossMonthlyIncome: '每月税前收入',
  otherFinancialDetails: '其他财务资料',
  hasMedicalConditions: '家庭成员是否有疾病或残障情况',
  medicalCondition: '疾病或残障情况',
  person: '患者',
  condition: '病况',
  monthlyBill: '每月医疗费用',
  receivedInheritance: '是否获得遗产',
  inheritanceAmount: '遗产金额',
  inheritanceDetails: '遗产详情',
  existingBursary: '现有助学金',
  amount: '金额',
  status: '状态',
  period: '期限',
  existingLoan: '现有贷款',
  lender: '贷款机构',
  outstandingAmount: '未偿还金额',
  monthlyRepayment: '每月还款额',
  awardsActivities: '奖项与课外活动',
  award: '奖项或奖学金',
  year: '年份',
  activity: '课外活动',
  role: '职务',
  years: '年份',
  none: '无',
  declarations: '声明',
  truthful: '本人所提供的资料真实、完整',
  consentToVerify: '本人同意大学向有关机构核实所提供的资料',
  privacyNotice: '本人已阅读隐私声明',
  falseDeclarationUnderstood: '本人明白，如作虚假声明，所获批的任何资助均可能被撤回',
  agreed: '同意',
  documents: '证明文件',
  footer: '生成于 {0}（新加坡时间）。此为您所提交经济资助申请的副本。',
  YES: '是',
  NO: '否',
  BURSARY: '助学金',
  TUITION_FEE_LOAN: '学费贷款',
  STUDY_LOAN: '学习贷款',
  HDB_1_2_ROOM: '建屋发展局一房或二房式组屋',
  HDB_3_ROOM: '建屋发展局三房式组屋',
  HDB_4_ROOM: '建屋发展局四房式组屋',
  HDB_5_ROOM_EXECUTIVE: '建屋发展局五房式或公寓式组屋',
  PRIVATE_APARTMENT: '私人公寓',
  LANDED: '有地住宅',
  OTHER: '其他',
  OWNED: '自有',
  RENTED: '租住',
  LIVING_WITH_RELATIVES: '与亲属同住',
  SINGLE: '未婚',
  MARRIED: '已婚',
  DIVORCED: '离婚',
  WIDOWED: '丧偶',
  FATHER: '父亲',
  MOTHER: '母亲',
  STEPFATHER: '继父',
  STEPMOTHER: '继母',
  GUARDIAN: '监护人',
  SIBLING: '兄弟姐妹',
  SPOUSE: '配偶',
  CHILD: '子女',
  GRANDPARENT: '祖父母或外祖父母',
  EMPLOYED: '受雇',
  SELF_EMPLOYED: '自雇',
  UNEMPLOYED: '失业',
  RETIRED: '退休',
  STUDENT: '学生',
  HOMEMAKER: '家庭主妇或主夫',
  APPLIED: '已申请',
  ACCEPTED: '已接受',
  INCOME_PROOF: '收入证明',
  CPF_STATEMENT: '公积金结算单',
  MEDICAL_BILL: '医疗账单',
  INHERITANCE_PROOF: '遗产证明',
  HOUSING_PROOF: '住房证明',
};

export const AID_PDF_WORDS: Record<Language, Words> = { 'en-GB': EN, 'zh-Hans': ZH };

type Answers = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: unknown): Answers[] => (Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as Answers[]) : []);

export function aidPdfSections(submission: AidSubmission, language: Language): PdfSection[] {
  const w = AID_PDF_WORDS[language];
  const word = (value: unknown) => w[str(value)] ?? str(value);
  const money = (value: unknown) => (str(value) ? `S$${str(value)}` : '');
  const row = (label: string, value: string | string[]): PdfRow => ({ label: w[label] ?? label, value });
  const groups = (items: Answers[], title: string, rows: (item: Answers) => PdfRow[]): PdfGroup[] =>
    items.map((item, index) => ({ title: `${w[title]} ${index + 1}`, rows: rows(item) }));
  const s = submission.sections;
  const personal = s.personalDetails ?? {};
  const financial = s.financialDetails ?? {};
  const other = s.otherFinancialDetails ?? {};
  const awards = s.awardsActivities ?? {};
  const declarations = s.declarations ?? {};
  const household = submission.household;
  return [
    {
      title: w.household!,
      rows: [
        row('householdSize', household?.size !== null && household?.size !== undefined ? String(household.size) : ''),
        row('monthlyIncome', household?.monthlyIncomeCents != null ? `S$${dollars(household.monthlyIncomeCents)}` : ''),
        row('perCapitaIncome', household?.perCapitaIncomeCents != null ? `S$${dollars(household.perCapitaIncomeCents)}` : ''),
      ],
    },
    {
      title: w.personalDetails!,
      rows: [
        row('housingType', word(personal.housingType)),
        ...(personal.housingType === 'OTHER' ? [row('housingTypeOther', str(personal.housingTypeOther))] : []),
        row('housingOwnership', word(personal.housingOwnership)),
        row('maritalStatus', word(personal.maritalStatus)),
        row('mobileNumber', str(personal.mobileNumber)),
      ],
    },
    {
      title: w.financialDetails!,
      rows: [row('aidSought', (Array.isArray(financial.aidSought) ? financial.aidSought : []).map(word)), row('applicantMonthlyIncome', money(financial.applicantMonthlyIncome))],
      groups: groups(list(financial.familyMembers), 'familyMember', (member) => [
        row('name', str(member.name)),
        row('relationship', word(member.relationship)),
        row('age', str(member.age)),
        row('occupation', str(member.occupation)),
        row('employmentStatus', word(member.employmentStatus)),
        row('grossMonthlyIncome', money(member.grossMonthlyIncome)),
      ]),
    },
    {
      title: w.otherFinancialDetails!,
      rows: [
        row('hasMedicalConditions', word(other.hasMedicalConditions)),
        row('receivedInheritance', word(other.receivedInheritance)),
        ...(other.receivedInheritance === 'YES' ? [row('inheritanceAmount', money(other.inheritanceAmount)), row('inheritanceDetails', str(other.inheritanceDetails))] : []),
      ],
      groups: [
        ...(other.hasMedicalConditions === 'YES'
          ? groups(list(other.medicalConditions), 'medicalCondition', (item) => [row('person', str(item.person)), row('condition', str(item.condition)), row('monthlyBill', money(item.monthlyBill))])
          : []),
        ...groups(list(other.existingBursaries), 'existingBursary', (item) => [
          row('name', str(item.name)),
          row('amount', money(item.amount)),
          row('status', word(item.status)),
          row('period', `${str(item.fromDate)} – ${str(item.toDate)}`),
        ]),
        ...groups(list(other.existingLoans), 'existingLoan', (item) => [
          row('lender', str(item.lender)),
          row('outstandingAmount', money(item.outstandingAmount)),
          row('monthlyRepayment', money(item.monthlyRepayment)),
        ]),
      ],
    },
    {
      title: w.awardsActivities!,
      rows: list(awards.awards).length || list(awards.activities).length ? [] : [row('award', w.none!)],
      groups: [
        ...groups(list(awards.awards), 'award', (item) => [row('name', str(item.name)), row('year', str(item.year)), row('amount', money(item.amount))]),
        ...groups(list(awards.activities), 'activity', (item) => [row('activity', str(item.activity)), row('role', str(item.role)), row('years', `${str(item.fromYear)} – ${str(item.toYear)}`)]),
      ],
    },
    {
      title: w.declarations!,
      rows: (['truthful', 'consentToVerify', 'privacyNotice', 'falseDeclarationUnderstood'] as const).map((key) => row(key, declarations[key] === true ? w.agreed! : '')),
    },
    {
      title: w.documents!,
      rows: submission.documents.length ? submission.documents.map((document) => ({ label: word(document.documentType), value: document.fileName })) : [row('documents', w.none!)],
    },
  ];
}

export function aidPdfModel(input: { reference: string; academicYear: string; submittedAt: Date; submission: AidSubmission }, language: Language, now: Date): ApplicationPdfModel {
  const w = AID_PDF_WORDS[language];
  return {
    language,
    title: w.title!,
    reference: `${w.reference} ${input.reference}`,
    meta: [
      { label: w.submittedAt!, value: officeDateTime(input.submittedAt, language) },
      { label: w.academicYear!, value: input.academicYear },
      { label: w.admissionApplication!, value: input.submission.admissionApplicationNumber ?? '' },
    ],
    sections: aidPdfSections(input.submission, language),
    footer: w.footer!.replace('{0}', officeDateTime(now, language)),
    author: w.author!,
    subject: w.title!,
    createdAt: now,
  };
}
