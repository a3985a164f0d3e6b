import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/short-questions';

const zhHans: Translation<typeof en> = {
  intro: '每个问题请以不超过 300 个字符作答（包括空格）。',
  whyProgramme: '您为何选择第一志愿专业？',
  challenge: '请描述一次您克服困难的经历，以及您从中学到了什么。',
  contribution: '您将为大学社群带来什么贡献？',
};
export default zhHans;
