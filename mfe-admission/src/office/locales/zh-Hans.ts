import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';
import afterSubmission from '../after-submission/locales/zh-Hans';

/** 招生管理平台的中文文本（命名空间 'admission-office'），术语见 shared/i18n/GLOSSARY.md。 */
const zhHans: Translation<typeof en> = {
  afterSubmission,
  console: {
    caption: '招生处',
    title: '招生管理平台',
    loadingWhat: '招生管理平台',
  },
};

export default zhHans;
