import { summariseApplication, SECTION_SUMMARIES, type SummarySection } from '../src/admission/summary';
import { admissionSections } from '../src/admission/sections';
import { ADMISSION_SECTION_SCHEMAS } from '../src/schemas/admission';
import { summariseAudition } from '../src/admission/summary/audition';
import { summariseDeclaration } from '../src/admission/summary/declaration';
import { summariseDocuments } from '../src/admission/summary/documents';
import { summariseEducation } from '../src/admission/summary/education';
import { summariseEmployment } from '../src/admission/summary/employment';
import { summariseSubjects } from '../src/admission/summary/subjects';
import { educationFactsOf } from '../src/schemas/admission/education';
import { subjectRecordIdsOf } from '../src/schemas/admission/subjects';
import { summariseHealthSupport } from '../src/admission/summary/health-support';
import { summariseNationalService } from '../src/admission/summary/national-service';
import { summariseResidentialCollege } from '../src/admission/summary/residential-college';
import { summariseSpecialProgrammes } from '../src/admission/summary/special-programmes';
import { summariseTuitionGrant } from '../src/admission/summary/tuition-grant';
import { amountWord } from '../src/summary/answers';
import { validate } from '../src/validation';
import { contextFor } from './admission-helpers';
import { SAMPLE_APPLICATION, SAMPLE_EMPLOYMENT, SAMPLE_SECTIONS, SAMPLE_UNIVERSITY_EDUCATION } from './admission-summary-sample';

const english = summariseApplication(SAMPLE_APPLICATION, 'en-GB');
const chinese = summariseApplication(SAMPLE_APPLICATION, 'zh-Hans');

const section = (sections: SummarySection[], id: string): SummarySection => {
  const found = sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};
/** label → value of a section's own rows. */
const answers = (summary: SummarySection) => Object.fromEntries(summary.rows.map((row) => [row.label, row.value]));
const groupAnswers = (summary: SummarySection, index: number) => {
  const group = summary.groups?.[index];
  return group ? { title: group.title, ...Object.fromEntries(group.rows.map((row) => [row.label, row.value])) } : undefined;
};
const everyRow = (sections: SummarySection[]) => sections.flatMap((summary) => [...summary.rows, ...(summary.groups ?? []).flatMap((group) => group.rows)]);
const everyValue = (sections: SummarySection[]) => everyRow(sections).flatMap((row) => (Array.isArray(row.value) ? row.value : [row.value]));

describe('the sample application', () => {
  it('is a complete, valid answer to every section it summarises (so the expectations below are realistic)', () => {
    // Subjects and Education check each other through the context, as the server gives it.
    const context = {
      ...contextFor('PERMANENT_RESIDENT', 'MUSIC'),
      education: educationFactsOf(SAMPLE_SECTIONS.education),
      subjectRecordIds: subjectRecordIdsOf(SAMPLE_SECTIONS.subjects),
    };
    for (const [id, data] of Object.entries(SAMPLE_SECTIONS)) {
      const schema = ADMISSION_SECTION_SCHEMAS[id as keyof typeof ADMISSION_SECTION_SCHEMAS];
      expect([id, schema && validate(schema, data, context).ok]).toEqual([id, true]);
    }
    expect(validate(ADMISSION_SECTION_SCHEMAS.employment!, SAMPLE_EMPLOYMENT, contextFor('SINGAPORE_CITIZEN', 'POLYTECHNIC')).ok).toBe(true);
    expect(validate(ADMISSION_SECTION_SCHEMAS.education!, SAMPLE_UNIVERSITY_EDUCATION, contextFor('INTERNATIONAL', 'TRANSFER')).ok).toBe(true);
  });
});

describe('summariseApplication', () => {
  it('lists the category’s sections in task-list order, Apply with / as first and Document upload last, skipping sections without a module', () => {
    const expected = admissionSections('MUSIC', SAMPLE_APPLICATION.eligibility).filter((id) => id === 'applyAs' || id === 'documents' || SECTION_SUMMARIES[id]);
    expect(english.map((summary) => summary.id)).toEqual(expected);
    expect(english[0]?.id).toBe('applyAs');
    expect(english.at(-1)?.id).toBe('documents');
    expect(english.map((summary) => summary.id).slice(0, 5)).toEqual(['applyAs', 'choiceOfStudy', 'personalParticulars', 'education', 'subjects']);
    // Employment is not part of a music application.
    expect(english.map((summary) => summary.id)).not.toContain('employment');
  });

  it('titles each section like the task list, in both languages', () => {
    expect(english.slice(0, 3).map((summary) => summary.title)).toEqual(['Apply with / as', 'Choice of study', 'Personal particulars']);
    expect(chinese.slice(0, 3).map((summary) => summary.title)).toEqual(['申请类别', '专业志愿', '个人资料']);
    expect(chinese.at(-1)?.title).toBe('上传文件');
  });

  it('gives every row a label and every group a title, and never shows a raw code', () => {
    for (const sections of [english, chinese]) {
      for (const row of everyRow(sections)) expect(row.label.trim()).not.toBe('');
      for (const summary of sections) for (const group of summary.groups ?? []) expect(group.title.trim()).not.toBe('');
      const codes = everyValue(sections).filter((value) => /^[A-Z_]{3,}$/.test(value) || /^[A-Z]+(_[A-Z]+)+$/.test(value));
      expect(codes).toEqual([]);
    }
  });

  it('is in Chinese when asked: no English label is left in the Chinese summary', () => {
    const englishLabels = new Set(everyRow(english).map((row) => row.label));
    const leftOver = everyRow(chinese).filter((row) => englishLabels.has(row.label));
    expect(leftOver).toEqual([]);
    expect(everyRow(chinese).length).toBe(everyRow(english).length);
  });
});

describe('each section, in English and in Chinese', () => {
  it('Apply with / as: the category and eligibility answers', () => {
    expect(answers(section(english, 'applyAs'))).toEqual({
      'Apply with / as': 'Music programme (with audition)',
      Citizenship: 'Singapore permanent resident',
      'Lives in Singapore now': 'Yes',
      'Has studied at a university before': 'No',
      'At least two years of full-time work': 'No',
    });
    expect(answers(section(chinese, 'applyAs'))).toMatchObject({ 申请类别: '音乐课程（须参加试演）', 公民身份: '新加坡永久居民', 目前居住在新加坡: '是' });
  });

  it('Choice of study: programme names by rank, with the preferred major', () => {
    expect(answers(section(english, 'choiceOfStudy'))).toEqual({
      'Choice 1': 'Music',
      'Choice 2': 'Business Administration, preferred major: Finance',
      'Choice 3': 'Computer Science',
    });
    expect(answers(section(chinese, 'choiceOfStudy'))).toEqual({ '第 1 志愿': '音乐', '第 2 志愿': '工商管理（首选主修方向：金融）', '第 3 志愿': '计算机科学' });
  });

  it('Personal particulars: options and countries worded, the address as lines, next of kin as a group, the unanswered optional religion left out', () => {
    const summary = section(english, 'personalParticulars');
    expect(answers(summary)).toEqual({
      Salutation: 'Ms',
      'Full name': 'TAN MEI LING',
      Gender: 'Female',
      'Date of birth': '01/01/2006',
      Nationality: 'Malaysia',
      Race: 'Chinese',
      'Marital status': 'Single',
      'Identity document': 'NRIC (Singapore citizen or permanent resident)',
      'Identity document number': 'S1234567D',
      'E-mail address': 'mei.ling@example.com',
      'Mobile number': '+65 91234567',
      'Mailing address': ['Blk 123 Ang Mo Kio Avenue 3', '#05-67', '560123', 'Singapore'],
    });
    expect(groupAnswers(summary, 0)).toEqual({ title: 'Next of kin', 'Full name': 'TAN AH KOW', 'Relationship to you': 'Parent', 'Contact number': '+65 98765432' });
    const zh = section(chinese, 'personalParticulars');
    expect(answers(zh)).toMatchObject({ 称谓: '女士', 性别: '女', 国籍: '马来西亚', 种族: '华族', 婚姻状况: '未婚', 通讯地址: ['Blk 123 Ang Mo Kio Avenue 3', '#05-67', '560123', '新加坡'] });
    expect(groupAnswers(zh, 0)).toMatchObject({ title: '紧急联系人', 与您的关系: '父母' });
  });

  it('Personal particulars: the answers the national identity service verified are marked, the others are not', () => {
    expect(everyRow(english).some((row) => row.verified)).toBe(false);
    const verified = { personalParticulars: ['fullName', 'gender', 'dateOfBirth', 'nationality', 'race', 'identityType', 'identityNumber'] };
    const summary = section(summariseApplication({ ...SAMPLE_APPLICATION, verified }, 'en-GB'), 'personalParticulars');
    expect(summary.rows.filter((row) => row.verified).map((row) => row.label)).toEqual([
      'Full name',
      'Gender',
      'Date of birth',
      'Nationality',
      'Race',
      'Identity document',
      'Identity document number',
    ]);
    // The contact details and the next of kin are the applicant's own.
    expect(summary.rows.find((row) => row.label === 'E-mail address')?.verified).toBeUndefined();
    expect(summary.groups?.[0]?.rows.some((row) => row.verified)).toBe(false);
  });

  it('Education: a group per record named by its institution, options and countries worded, only the follow-ups the record asks for', () => {
    const summary = section(english, 'education');
    expect(summary.rows).toEqual([]);
    expect(summary.groups?.map((group) => group.title)).toEqual([
      'Education record 1 — Raffles Girls’ School',
      'Education record 2 — Raffles Junior College',
      'English language test',
      'Current students of this university',
    ]);
    expect(groupAnswers(summary, 0)).toEqual({
      title: 'Education record 1 — Raffles Girls’ School',
      'Country of the institution': 'Singapore',
      'Qualification type': 'GCE O-Level',
      Status: 'Completed (graduated)',
      From: '01/2018',
      To: '11/2021',
    });
    // The GPA typed before the qualification became an A-Level is not asked of an A-Level record, so it is not shown.
    expect(groupAnswers(summary, 1)).toEqual({
      title: 'Education record 2 — Raffles Junior College',
      'Country of the institution': 'Singapore',
      'Qualification type': 'Singapore-Cambridge GCE A-Level',
      Status: 'Completed (graduated)',
      From: '01/2022',
      To: '11/2023',
      'Type of results': 'Actual results',
      'Month and year of the examination': '11/2023',
    });
    expect(groupAnswers(summary, 2)).toEqual({
      title: 'English language test',
      'English language test taken': 'IELTS (Academic)',
      'Test Report Form number': '23SG001234TANM001',
      'Overall band score': '8.0',
      'Month and year of the test': '06/2025',
    });
    expect(groupAnswers(summary, 3)).toEqual({ title: 'Current students of this university', 'Currently a student of this university': 'No' });

    const zh = section(chinese, 'education');
    expect(groupAnswers(zh, 1)).toEqual({
      title: '教育背景记录 2——Raffles Junior College',
      院校所在国家或地区: '新加坡',
      学历类型: '新加坡-剑桥 GCE A 水准',
      就读状态: '已完成学业（毕业）',
      起始年月: '01/2022',
      结束年月: '11/2023',
      成绩类型: '实际成绩',
      考试年月: '11/2023',
    });
    expect(groupAnswers(zh, 2)).toMatchObject({ title: '英语语言考试', 参加的英语语言考试: '雅思（IELTS，学术类）', 雅思总分: '8.0' });
  });

  it('Education: GPA with its scale, the TOEFL details only (not a name typed for another test), the student ID only when given', () => {
    const english = summariseEducation(SAMPLE_UNIVERSITY_EDUCATION, 'en-GB');
    expect(groupAnswers(english, 0)).toEqual({
      title: 'Education record 1 — University of Melbourne',
      'Country of the institution': 'Australia',
      'Qualification type': 'University or tertiary institution',
      Status: 'Currently studying',
      From: '02/2024',
      'Cumulative GPA': '3.85 on a scale of 4.0',
    });
    expect(groupAnswers(english, 1)).toEqual({
      title: 'English language test',
      'English language test taken': 'TOEFL iBT',
      'Appointment number': '0000 1111 2222 3333',
      'Total score': '110',
      'Month and year of the test': '05/2025',
    });
    expect(groupAnswers(english, 2)).toEqual({ title: 'Current students of this university', 'Currently a student of this university': 'Yes', 'Student ID': 'A0123456X' });
    const chinese = summariseEducation(SAMPLE_UNIVERSITY_EDUCATION, 'zh-Hans');
    expect(groupAnswers(chinese, 0)).toMatchObject({ title: '教育背景记录 1——University of Melbourne', 院校所在国家或地区: '澳大利亚', 就读状态: '在读', '累积平均绩点（GPA）': '3.85（满分 4.0）' });
    expect(groupAnswers(chinese, 2)).toEqual({ title: '本校在读学生', 目前为本校在读学生: '是', 学号: 'A0123456X' });

    const graduated = summariseEducation(
      { records: [{ ...SAMPLE_UNIVERSITY_EDUCATION.records[0], status: 'GRADUATED', to: '12/2025', finalGpa: '0' }], englishTest: { type: 'NONE', score: '7' }, studentHere: false, studentId: 'A0123456X' },
      'en-GB',
    );
    expect(groupAnswers(graduated, 0)).toMatchObject({ Status: 'Completed (graduated)', To: '12/2025', 'Final cumulative GPA': '0 (the institution gives no GPA)' });
    expect(groupAnswers(graduated, 0)).not.toHaveProperty(['Cumulative GPA']);
    expect(groupAnswers(graduated, 1)).toEqual({ title: 'English language test', 'English language test taken': 'None' });
    expect(everyValue([graduated])).not.toContain('A0123456X');
    expect(answers(summariseEducation({ records: [] }, 'zh-Hans'))).toEqual({ 教育背景记录: '无' });
  });

  it('Subjects: grouped per education record by its institution and qualification, each subject with its level and grade', () => {
    const summary = section(english, 'subjects');
    expect(summary.rows).toEqual([]);
    expect(groupAnswers(summary, 0)).toEqual({
      title: 'Raffles Junior College: Singapore-Cambridge GCE A-Level',
      'Type of results': 'Actual results',
      'General Paper (H1)': 'A',
      'Music (H2)': 'A',
      'Mathematics (H2)': 'B, 78 marks out of 100',
      'Literature in English (H2)': 'A',
      'Music (H3)': 'Merit',
    });
    expect(groupAnswers(section(chinese, 'subjects'), 0)).toEqual({
      title: 'Raffles Junior College：新加坡-剑桥 GCE A 水准',
      成绩类型: '实际成绩',
      '综合试卷（General Paper）（H1）': 'A',
      '音乐（H2）': 'A',
      '数学（H2）': 'B，78 分（满分 100）',
      '英文文学（H2）': 'A',
      '音乐（H3）': '良好',
    });
  });

  it('Subjects: a subject not in the list by its typed name, IB levels worded, subjects of a record no longer in Education under their own heading', () => {
    const education = {
      records: [{ id: 'rec-ib-00001', institution: '', qualification: 'IB_DIPLOMA', status: 'GRADUATED', resultType: 'PREDICTED' }],
    };
    const data = {
      results: [
        { recordId: 'rec-ib-00001', subjects: [{ subject: 'PHYS', level: 'HL', grade: '7' }, { subject: 'OTHER', otherName: 'Japanese B', level: 'SL', grade: '6' }] },
        { recordId: 'rec-gone-0001', subjects: [{ subject: 'OTHER', otherName: 'Malay', level: 'GENERAL', grade: 'B3' }] },
      ],
    };
    const context = { eligibility: SAMPLE_APPLICATION.eligibility, sections: { education } };
    const summary = summariseSubjects(data, 'en-GB', undefined, context);
    expect(summary.groups?.map((group) => group.title)).toEqual(['Unnamed institution: International Baccalaureate (IB) Diploma', 'Subjects of a removed or changed education record']);
    expect(groupAnswers(summary, 0)).toEqual({
      title: 'Unnamed institution: International Baccalaureate (IB) Diploma',
      'Type of results': 'Predicted results',
      'Physics (Higher Level)': '7',
      'Japanese B (Standard Level)': '6',
    });
    expect(groupAnswers(summary, 1)).toEqual({ title: 'Subjects of a removed or changed education record', Malay: 'B3' });
    expect(groupAnswers(summariseSubjects(data, 'zh-Hans', undefined, context), 0)).toMatchObject({ title: '未填写院校名称：国际文凭（IB）大学预科课程', '物理（高级课程）': '7' });
    // A group opened but not filled, and a section with no groups, read "None".
    expect(groupAnswers(summariseSubjects({ results: [{ recordId: 'rec-ib-00001', subjects: [] }] }, 'en-GB', undefined, context), 0)).toMatchObject({ Subjects: 'None' });
    expect(answers(summariseSubjects({ results: [] }, 'en-GB', undefined, context))).toEqual({ Subjects: 'None' });
  });

  it('Achievements and referees: one group per record, numbered', () => {
    expect(groupAnswers(section(english, 'achievements'), 0)).toEqual({
      title: 'Achievement 1',
      Title: 'National Piano Competition, First prize',
      Type: 'Arts',
      Level: 'National',
      'Year achieved': '2025',
      'What you did and why it matters': 'Performed Chopin in the final round.',
    });
    expect(groupAnswers(section(chinese, 'achievements'), 0)).toMatchObject({ title: '成就 1', 类型: '艺术', 级别: '国家级' });
    expect(section(english, 'referees').groups?.map((group) => group.title)).toEqual(['Referee 1', 'Referee 2']);
    expect(groupAnswers(section(english, 'referees'), 1)).toMatchObject({ 'How they know you': 'Mentor', 'Work e-mail address': 'david.koh@academy.edu.sg' });
    expect(groupAnswers(section(chinese, 'referees'), 0)).toMatchObject({ title: '推荐人 1', 推荐人与您的关系: '老师', 联系电话: '+65 62345678' });
  });

  it('Achievements: none added reads "None"', () => {
    const summary = summariseApplication({ ...SAMPLE_APPLICATION, sections: { ...SAMPLE_SECTIONS, achievements: { achievements: [] } } }, 'zh-Hans');
    expect(answers(section(summary, 'achievements'))).toEqual({ 个人成就: '无' });
  });

  it('Personal statement and short questions: the text as written, under short question labels', () => {
    expect(answers(section(english, 'personalStatement'))).toEqual({ 'Personal statement': 'Music has shaped who I am.\n\nI want to teach it one day.' });
    expect(answers(section(english, 'shortQuestions'))).toEqual({
      'Why your first-choice programme': 'I want to perform and compose.',
      'A challenge you overcame': 'Learning a new piece in a week before a recital.',
      'Your contribution to the university community': 'I will start a chamber group.',
    });
    expect(Object.keys(answers(section(chinese, 'shortQuestions')))).toEqual(['选择第一志愿专业的原因', '克服困难的经历', '对大学社群的贡献']);
  });

  it('Household income: the amount as SGD with grouping and two decimals', () => {
    expect(answers(section(english, 'householdIncome'))).toEqual({
      'People in the household': '4',
      'Gross monthly household income': 'SGD 8,200.50',
      'Consent to check the income with the government agency': 'Agreed',
    });
    expect(answers(section(chinese, 'householdIncome'))).toEqual({ 家庭成员人数: '4', 家庭每月税前总收入: 'SGD 8,200.50', 同意向政府机构核实家庭收入: '已同意' });
  });

  it('amounts: exact to the cent at the largest size the form takes, and anything not an amount shown as typed', () => {
    expect(amountWord('9999999999.99', 'en-GB')).toBe('SGD 9,999,999,999.99');
    expect(amountWord('0', 'zh-Hans')).toBe('SGD 0.00');
    expect(amountWord('12,00', 'en-GB')).toBe('12,00');
  });

  it('Health and support: conditions as groups after "Yes"; conviction details only after "Yes"', () => {
    const summary = section(english, 'healthSupport');
    expect(answers(summary)).toEqual({ 'Medical condition or disability to know about': 'Yes', 'Convicted of a criminal offence': 'No' });
    expect(groupAnswers(summary, 0)).toEqual({ title: 'Condition 1', 'Type of condition': 'Learning difference, like dyslexia', 'Name of the condition': 'Dyslexia', 'Support needed': 'Extra time in examinations' });

    // Text left behind by an answer taken back never reaches the office.
    const takenBack = summariseHealthSupport(
      { hasCondition: false, conditions: [{ type: 'OTHER', name: 'Asthma', support: 'None' }], hasConviction: 'false', convictionDetails: 'Old text' },
      'en-GB',
    );
    expect(takenBack.groups).toEqual([]);
    expect(everyValue([takenBack])).not.toContain('Old text');

    const convicted = summariseHealthSupport({ hasCondition: false, conditions: [], hasConviction: true, convictionDetails: 'Shoplifting, State Courts, 2023, fine.' }, 'zh-Hans');
    expect(answers(convicted)).toEqual({ 有需要大学了解的疾病或残障情况: '否', 曾被判犯有刑事罪: '是', 定罪详情: 'Shoplifting, State Courts, 2023, fine.' });
  });

  it('National service: dates only for those serving or done', () => {
    expect(answers(section(english, 'nationalService'))).toEqual({ 'National service status': 'Not applicable' });
    expect(answers(summariseNationalService({ status: 'SERVING', enlistmentDate: '05/01/2026', ordDate: '04/01/2028' }, 'zh-Hans'))).toEqual({
      国民服役状况: '目前正在服全职国民服役',
      入伍日期: '05/01/2026',
      '退役日期（ORD）': '04/01/2028',
    });
    expect(answers(summariseNationalService({ status: 'EXEMPTED', enlistmentDate: '05/01/2026', ordDate: '' }, 'en-GB'))).toEqual({ 'National service status': 'Exempted' });
  });

  it('Tuition grant: the tier from citizenship, and the bond only for Tier B or C applying', () => {
    expect(answers(section(english, 'tuitionGrant'))).toEqual({
      'Tuition grant tier': 'Tier B (Singapore permanent resident)',
      'Tuition grant option': 'Apply for the government tuition grant',
      'Will work in Singapore for 3 years after graduating': 'Agreed',
    });
    const citizen = { eligibility: { ...SAMPLE_APPLICATION.eligibility, citizenship: 'SINGAPORE_CITIZEN' as const } };
    expect(answers(summariseTuitionGrant({ option: 'APPLY', bondAcknowledged: true }, 'zh-Hans', undefined, citizen))).toEqual({
      学费津贴级别: 'A 级（新加坡公民）',
      学费津贴选项: '申请政府学费津贴',
    });
  });

  it('Residential college: ranked colleges after "Yes" (blanks dropped); no journey time from abroad', () => {
    expect(answers(section(english, 'residentialCollege'))).toEqual({
      'Would like to live in a residential college': 'Yes',
      'College preferences, first preference first': ['Banyan College', 'Angsana College'],
      'Current residence': 'Public housing (HDB flat)',
      'Journey time to campus': '45 minutes',
      'Needs accommodation during studies': 'No',
      'Residential details declared true and complete': 'Agreed',
    });
    const abroad = summariseResidentialCollege(
      { interested: 'NO', preferences: ['BANYAN'], residenceType: 'OVERSEAS', commuteMinutes: '90', needsAccommodation: 'YES', declaration: true },
      'zh-Hans',
    );
    expect(answers(abroad)).toEqual({ 希望入住住宿学院: '否', 目前居住地: '新加坡境外', 在学期间需要住宿: '是', 声明居住资料真实完整: '已同意' });
  });

  it('Audition: instrument, video, slots worded from date and session, pieces as groups', () => {
    const summary = section(english, 'audition');
    expect(answers(summary)).toEqual({
      'Instrument or voice type': 'Piano',
      'Recorded audition video': 'https://video.example.com/watch/abc123',
      'First preferred slot': '13/02/2027, morning, 9:00 to 12:30',
      'Second preferred slot': '20/02/2027, afternoon, 14:00 to 17:30',
      'Third preferred slot': '06/03/2027, morning, 9:00 to 12:30',
    });
    expect(groupAnswers(summary, 0)).toEqual({ title: 'Piece 1', Composer: 'Frédéric Chopin', 'Title of the piece': 'Ballade No. 1 in G minor, Op. 23' });
    expect(answers(summariseAudition({ instrument: 'VOICE_TENOR', slots: ['', 'A2027-02-13-PM', ''] }, 'zh-Hans'))).toEqual({
      乐器或声部: '声乐：男高音',
      现场试演第二志愿时段: '13/02/2027，下午（14:00 至 17:30）',
    });
  });

  it('Special programmes: the ticked programmes, and the university only with an accepted or pending offer', () => {
    expect(answers(section(english, 'specialProgrammes'))).toEqual({
      'Special programmes of interest': ['University Scholars Programme', 'Overseas college programme'],
      'Offer from another autonomous university': 'Not accepted an offer',
    });
    expect(answers(summariseSpecialProgrammes({ interests: {}, otherUniversityOffer: 'PENDING', otherUniversity: 'Nanyang Technological University' }, 'zh-Hans'))).toEqual({
      希望申请的特别课程: '无',
      其他自治大学的录取: '已获录取，尚未决定',
      大学名称: 'Nanyang Technological University',
    });
  });

  it('Declaration: agreements, consents, and the parent’s endorsement only when one was given', () => {
    expect(answers(section(english, 'declaration'))).toEqual({
      'Information true and complete': 'Agreed',
      'Privacy notice read and accepted': 'Agreed',
      'Consent to obtain results and records': 'Agreed',
      'News by e-mail': 'Yes',
      'News by SMS': 'No',
    });
    expect(answers(summariseDeclaration({ truth: true, privacy: true, consent: true, parentName: 'TAN AH KOW', parentEndorses: true }, 'zh-Hans'))).toMatchObject({
      父母或监护人: 'TAN AH KOW',
      父母或监护人认可: '是',
    });
  });

  it('Document upload: file names under their kinds, worded like the documents page', () => {
    expect(answers(section(english, 'documents'))).toEqual({
      'NRIC (both sides)': ['nric-front.pdf', 'nric-back.pdf'],
      'Examination results or certificates': ['a-level-results.pdf'],
      'Audition portfolio': ['compositions.pdf'],
    });
    expect(answers(section(chinese, 'documents'))).toMatchObject({ '身份证（正反两面）': ['nric-front.pdf', 'nric-back.pdf'], 试演作品集: ['compositions.pdf'] });
    expect(answers(summariseDocuments([], 'en-GB'))).toEqual({ Documents: 'None' });
  });

  it('Employment (polytechnic applicants): one group per job; a current job says so; bond details only after "Yes"', () => {
    const summary = summariseEmployment(SAMPLE_EMPLOYMENT, 'en-GB');
    expect(groupAnswers(summary, 0)).toEqual({
      title: 'Employment record 1',
      Employer: 'Keppel Offshore',
      'Job title': 'Engineering technician',
      'Job description': 'Maintained rig systems.',
      'Full-time or part-time': 'Full-time',
      'Start month': '03/2022',
      'Works here now': 'Yes',
      'Monthly salary': 'SGD 3,200.00',
      'Bonded to this employer': 'Yes',
      'Bond details': 'Two years from 03/2022, ends 03/2024.',
      'Scholarship or sponsorship from this employer': 'No',
    });
    expect(groupAnswers(summariseEmployment(SAMPLE_EMPLOYMENT, 'zh-Hans'), 1)).toEqual({
      title: '工作经历 2',
      雇主: 'FairPrice',
      职位: 'Cashier',
      工作内容: 'Weekend shifts.',
      全职或兼职: '兼职',
      开始月份: '01/2020',
      结束月份: '12/2021',
      月薪: 'SGD 1,234,567.50',
      与该雇主签有服务合约: '否',
      获该雇主颁发奖学金或资助: '否',
    });
    const polytechnic = summariseApplication({ ...SAMPLE_APPLICATION, category: 'POLYTECHNIC', sections: { ...SAMPLE_SECTIONS, employment: SAMPLE_EMPLOYMENT } }, 'en-GB');
    expect(polytechnic.map((summary) => summary.id)).toContain('employment');
    expect(polytechnic.map((summary) => summary.id)).not.toContain('audition');
  });

  it('a section not answered yet has no rows, and nothing typed in it is invented', () => {
    const empty = summariseApplication({ ...SAMPLE_APPLICATION, sections: {}, documents: [] }, 'en-GB');
    expect(section(empty, 'personalParticulars').rows).toEqual([]);
    expect(section(empty, 'achievements').rows).toEqual([]);
    expect(section(empty, 'specialProgrammes').rows).toEqual([]);
  });
});
