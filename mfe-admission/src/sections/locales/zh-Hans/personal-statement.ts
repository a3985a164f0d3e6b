import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/personal-statement';

const zhHans: Translation<typeof en> = {
  label: '您的个人陈述',
  hint: '请说明您为何希望修读所选专业，以及您能为大学带来什么。少于 2,000 个字符（包括空格）。',
};
export default zhHans;
