import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/documents';
import { DOCUMENTS_WORDS } from '@portal/contracts/admission/summary/documents';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  intro: '每份文件请以 PDF、JPG 或 PNG 格式上传，大小不超过 5MB。提交申请前，您可以删除文件并重新上传。',
  identityRequired: '提交申请前，您必须上传一份显示您地址的身份证明文件（身份证、11B 证件、出生证明或其他官方文件）。',
  types: DOCUMENTS_WORDS['zh-Hans'].types,
  uploaded: '已上传 {fileName}。',
  listHeading: '您的文件',
  removed: '已删除 {fileName}。',
  done: '继续',
};
export default zhHans;
