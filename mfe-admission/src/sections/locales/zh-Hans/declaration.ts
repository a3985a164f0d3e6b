import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/declaration';

const zhHans: Translation<typeof en> = {
  truth: '本人声明，本申请中所提供的资料真实、完整。',
  truthHint: '如作虚假声明，您的申请或入学资格可能被取消。',
  privacy: '本人已阅读隐私声明，并同意大学使用本人的个人资料处理本申请。',
  consent: '本人同意大学向本申请中所列的考试机构及学校索取本人的考试成绩及记录。',
  marketingHeading: '选填',
  marketingEmail: '通过电子邮件向我发送活动及课程信息。',
  marketingSms: '通过短信向我发送活动及课程信息。',
  parentHeading: '父母或监护人认可',
  parentIntro: '由于您未满 18 岁，您的申请须由父母或监护人认可。',
  parentName: '父母或监护人全名',
  parentEndorses: '本人（上述父母或监护人）认可此申请。',
};
export default zhHans;
