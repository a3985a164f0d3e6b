import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/documents';
import { DOCUMENTS_WORDS } from '@portal/contracts/admission/summary/documents';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  intro: '每份文件请以 PDF、JPG 或 PNG 格式上传，大小不超过 5MB。提交申请前，您可以删除文件并重新上传。',
  identityRequired: '提交申请前，您必须上传一份显示您地址的身份证明文件（身份证、11B 证件、出生证明或其他官方文件）。',
  uploadHeading: '上传文件',
  documentType: '这是什么文件？',
  chooseType: '请选择文件类别',
  types: DOCUMENTS_WORDS['zh-Hans'].types,
  file: '文件',
  fileHint: 'PDF、JPG 或 PNG 格式，不超过 5MB。',
  upload: '上传文件',
  uploading: '正在上传 {percent}%',
  uploaded: '已上传 {fileName}。',
  listHeading: '您的文件',
  none: '您尚未上传任何文件。',
  caption: '已上传至此申请的文件',
  name: '文件',
  kind: '文件类别',
  size: '大小',
  check: '病毒检查',
  actions: '操作',
  scan: { CLEAN: '已通过', NOT_SCANNED: '未检查', PENDING: '检查中', INFECTED: '发现病毒', FAILED: '无法检查' },
  download: '下载 {fileName}',
  remove: '删除 {fileName}',
  removed: '已删除 {fileName}。',
  done: '继续',
};
export default zhHans;
