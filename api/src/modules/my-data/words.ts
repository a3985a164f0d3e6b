/**
 * The words of one's own copy of their data: the README that explains every file, and the headings of
 * the readable copy of each application, in English and Chinese (shared/i18n/GLOSSARY.md). The answers
 * themselves are worded by each form's own summary, as "check your answers" and the PDF word them.
 */
import type { Language } from '@portal/contracts/languages';
import type { ApplicationKind } from '../../personal-data/holdings';

const EN = {
  kinds: {
    ADMISSION: 'Admission application',
    SCHOLARSHIP: 'Scholarship application',
    FINANCIAL_AID: 'Financial aid application',
  } satisfies Record<ApplicationKind, string>,
  draft: 'Draft (no reference yet)',
  facts: {
    reference: 'Application number or reference',
    status: 'Status',
    academicYear: 'Academic year',
    admissionApplication: 'Admission application number',
    startedAt: 'Started',
    submittedAt: 'Submitted',
    notSubmitted: 'Not submitted',
  },
  answers: 'Your answers',
  answersAsSubmitted: 'Your answers as submitted',
  answersNotWorded: 'These answers could not be shown here. They are all in the JSON file of the same name.',
  documents: 'Documents',
  noDocuments: 'No documents.',
  timeline: 'Timeline',
  timelineHeaders: { when: 'When (Singapore time)', event: 'Event', by: 'By' },
  actors: { APPLICANT: 'You', OFFICE: 'The university', SYSTEM: 'The portal' },
  readme: {
    title: 'Your data from the Undergraduate Applicant Portal',
    intro: (at: string) =>
      `This archive holds a copy of the personal data the Undergraduate Applicant Portal held about you on ${at} (Singapore time). You asked for it under the Personal Data Protection Act. Keep it safe: it contains your identity details and your documents.`,
    files: 'What each file holds',
    entries: [
      ['README.txt', 'This explanation.'],
      ['account.json', 'Your profile (name, NRIC or FIN as declared and as verified, date of birth, e-mail address, alternative contact, language), your e-mail login accounts, your linked social accounts, and the applications you can sign in to with a PIN. Passwords and PINs are never copied: the portal keeps only a one-way hash of them.'],
      ['applications/*.json', 'One file per application of every kind (admission, scholarship, financial aid), drafts and submitted ones: every answer as it was saved, the answers as submitted, the documents and the timeline. Machine-readable (JSON).'],
      ['applications/*.html', 'The same application to read in a web browser, with each question in your language.'],
      ['timeline.json', 'The timeline of every application, as your timeline in the portal shows it: what happened and when.'],
      ['documents/', 'Every document you uploaded, exactly as you uploaded it (the same bytes). documents.json lists each one with the application it belongs to and its SHA-256 checksum.'],
      ['payments.json', 'Your fees (application fee, entrance-exam fees) and your payments.'],
      ['receipts/', 'The receipt of each payment received, as a PDF.'],
      ['emails.json', 'The e-mails the portal sent you that it still holds. E-mails that carried a verification code or a one-time link are listed without their text.'],
    ] as Array<[string, string]>,
    notes: 'Times in the JSON files are in UTC (ISO 8601). Amounts are in cents of Singapore dollars. Timeline events are named by their codes (for example SUBMITTED or OFFER_RELEASED).',
    contact: 'If something is missing or wrong, contact the Office of Admissions.',
    missingDocuments: (count: number) => `${count} document(s) could not be copied because the stored file failed its integrity check; documents.json marks them. Please contact the Office of Admissions.`,
    missingReceipts: (count: number) => `${count} receipt(s) could not be made just now; payments.json lists every payment. You can download each receipt from the Payment pages.`,
  },
};

const ZH: typeof EN = {
  kinds: {
    ADMISSION: '入学申请',
    SCHOLARSHIP: '奖学金申请',
    FINANCIAL_AID: '经济资助申请',
  },
  draft: '草稿（尚无编号）',
  facts: {
    reference: '申请编号或申请参考编号',
    status: '状态',
    academicYear: '学年',
    admissionApplication: '入学申请编号',
    startedAt: '开始时间',
    submittedAt: '提交时间',
    notSubmitted: '未提交',
  },
  answers: '您的回答',
  answersAsSubmitted: '您提交的回答',
  answersNotWorded: '这些回答无法在此显示，但已全部收录于同名的 JSON 文件中。',
  documents: '文件',
  noDocuments: '无文件。',
  timeline: '进度记录',
  timelineHeaders: { when: '时间（新加坡时间）', event: '事项', by: '操作方' },
  actors: { APPLICANT: '您', OFFICE: '大学', SYSTEM: '系统' },
  readme: {
    title: '您在本科申请人门户网站的个人资料',
    intro: (at: string) =>
      `本压缩文件收录了截至${at}（新加坡时间）本科申请人门户网站所持有的您的个人资料副本，系根据《个人资料保护法》应您的要求提供。请妥善保管：其中包含您的身份资料和您上传的文件。`,
    files: '各文件的内容',
    entries: [
      ['README.txt', '本说明。'],
      ['account.json', '您的个人档案（姓名、您申报的及经核实的身份证号码 / 外国人准证号码（NRIC／FIN）、出生日期、电子邮箱地址、备用联系人、语言）、您的电子邮箱登录账户、已关联的社交账户，以及可用 PIN 码登录的申请。密码和 PIN 码从不复制：门户网站只保存其单向哈希值。'],
      ['applications/*.json', '每项申请一个文件，涵盖所有类别（入学、奖学金、经济资助），包括草稿和已提交的申请：每个已保存的回答、提交时的回答、文件和进度记录。机器可读格式（JSON）。'],
      ['applications/*.html', '同一申请的阅读版本，可在网页浏览器中打开，每个问题均以您的语言显示。'],
      ['timeline.json', '每项申请的进度记录，与门户网站中您的进度记录相同：发生了什么，何时发生。'],
      ['documents/', '您上传的每份文件，与您上传时完全相同（字节一致）。documents.json 列出每份文件所属的申请及其 SHA-256 校验值。'],
      ['payments.json', '您的费用（申请费、入学考试费）和您的付款。'],
      ['receipts/', '每笔已完成付款的收据（PDF）。'],
      ['emails.json', '门户网站发送给您且仍保存的电子邮件。载有验证码或一次性链接的电子邮件只列出主题，不含正文。'],
    ] as Array<[string, string]>,
    notes: 'JSON 文件中的时间为协调世界时（UTC，ISO 8601 格式）。金额以新加坡元的分为单位。进度记录中的事项以代码表示（例如 SUBMITTED 或 OFFER_RELEASED）。',
    contact: '如有遗漏或错误，请联系招生办公室。',
    missingDocuments: (count: number) => `有 ${count} 份文件未能复制，因为所保存的文件未通过完整性检查；documents.json 已标明这些文件。请联系招生办公室。`,
    missingReceipts: (count: number) => `有 ${count} 张收据暂时无法生成；payments.json 列出了每笔付款。您可以在缴费页面下载每张收据。`,
  },
};

export const MY_DATA_WORDS: Record<Language, typeof EN> = { 'en-GB': EN, 'zh-Hans': ZH };
