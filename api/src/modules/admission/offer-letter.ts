/**
 * The offer letter: a PDF generated for one released offer, in English or Chinese, printed by the
 * shared renderer (pdf/render.ts) from a model of already-worded rows.
 */
import { offerSchemeName, type OfferResponse } from '@portal/contracts/admission/outcomes';
import { programmeByCode, programmeName } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import type { ApplicationPdfModel } from '../../pdf/model';
import { officeDate } from '../../mail/office-dates';

const WORDS = {
  'en-GB': {
    title: 'Offer of admission',
    reference: (number: string) => `Application number ${number}`,
    name: 'Name',
    applicationNumber: 'Application number',
    dateOfIssue: 'Date of issue',
    offerHeading: 'Your offer',
    programme: 'Programme',
    major: 'Major',
    noMajor: 'Not applicable',
    tuitionGrant: 'Government tuition grant',
    tuitionGrantChoice: {
      NOT_ELIGIBLE: 'Not eligible for this offer',
      NOT_REPLIED: 'Eligible: not yet chosen',
      ACCEPT_WITH_GRANT: 'Accepted with the tuition grant',
      ACCEPT_WITHOUT_GRANT: 'Accepted without the tuition grant',
      ACCEPT: 'Not eligible for this offer',
      REJECT: 'Offer declined',
    },
    schemes: 'Schemes',
    noSchemes: 'None',
    schemeAnswer: { ACCEPT: 'accepted', REJECT: 'rejected', NONE: 'to be accepted or rejected in your reply' },
    replyDue: 'Reply due date',
    replyDueValue: (date: string) => `${date}, 23:59 Singapore time`,
    footer: (at: string) => `Issued on ${at} by the Office of Admissions. An offer with no reply by its due date lapses.`,
    author: 'Office of Admissions',
  },
  'zh-Hans': {
    title: '入学录取信',
    reference: (number: string) => `申请编号 ${number}`,
    name: '姓名',
    applicationNumber: '申请编号',
    dateOfIssue: '签发日期',
    offerHeading: '录取详情',
    programme: '专业',
    major: '主修方向',
    noMajor: '不适用',
    tuitionGrant: '政府学费津贴',
    tuitionGrantChoice: {
      NOT_ELIGIBLE: '此录取不符合申请资格',
      NOT_REPLIED: '符合资格：尚未选择',
      ACCEPT_WITH_GRANT: '接受录取并申请学费津贴',
      ACCEPT_WITHOUT_GRANT: '接受录取，不申请学费津贴',
      ACCEPT: '此录取不符合申请资格',
      REJECT: '已拒绝录取',
    },
    schemes: '计划',
    noSchemes: '无',
    schemeAnswer: { ACCEPT: '已接受', REJECT: '已拒绝', NONE: '请在答复时选择接受或拒绝' },
    replyDue: '答复截止日期',
    replyDueValue: (date: string) => `${date}，新加坡时间 23:59`,
    footer: (at: string) => `由招生办公室于${at}签发。逾期未答复的录取通知将失效。`,
    author: '招生办公室',
  },
} as const;

export interface OfferLetterInput {
  name: string;
  applicationNumber: string;
  programme: string;
  major: string | null;
  tuitionGrantEligible: boolean;
  schemes: string[];
  replyDueAt: Date;
  response: OfferResponse | null;
  /** The date the offer was released: the letter's date of issue. */
  issuedAt: Date;
}

export function offerLetterModel(input: OfferLetterInput, language: Language): ApplicationPdfModel {
  const words = WORDS[language];
  const majorName = input.major ? programmeByCode(input.programme)?.majors?.find((major) => major.code === input.major)?.name[language] ?? input.major : words.noMajor;
  const grant = !input.tuitionGrantEligible ? 'NOT_ELIGIBLE' : (input.response?.reply ?? 'NOT_REPLIED');
  const schemes = input.schemes.map((code) => `${offerSchemeName(code, language)}: ${words.schemeAnswer[input.response?.schemes[code] ?? 'NONE']}`);
  return {
    language,
    title: words.title,
    reference: words.reference(input.applicationNumber),
    meta: [
      { label: words.name, value: input.name },
      { label: words.applicationNumber, value: input.applicationNumber },
      { label: words.dateOfIssue, value: officeDate(input.issuedAt, language) },
    ],
    sections: [
      {
        title: words.offerHeading,
        rows: [
          { label: words.programme, value: programmeName(input.programme, language) },
          { label: words.major, value: majorName },
          { label: words.tuitionGrant, value: words.tuitionGrantChoice[grant] },
          { label: words.schemes, value: schemes.length ? schemes : words.noSchemes },
          { label: words.replyDue, value: words.replyDueValue(officeDate(input.replyDueAt, language)) },
        ],
      },
    ],
    footer: words.footer(officeDate(input.issuedAt, language)),
    author: words.author,
    subject: words.title,
    createdAt: input.issuedAt,
  };
}
