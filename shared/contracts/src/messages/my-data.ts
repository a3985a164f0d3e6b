/**
 * Message codes of an applicant's "download my data" (issue 38), in English and Simplified Chinese.
 * Spread into the catalogue (messages.ts and messages.zh-Hans.ts).
 */
export const MY_DATA_MESSAGES = {
  MY_DATA_DOWNLOAD_LIMIT: 'You can download your data {0} times in an hour. Please try again in {1, duration}.',
  MY_DATA_DOWNLOAD_USED: 'This download has already started or has expired. Choose Download my data again.',
};

export const MY_DATA_MESSAGES_ZH_HANS: Record<keyof typeof MY_DATA_MESSAGES, string> = {
  MY_DATA_DOWNLOAD_LIMIT: '您每小时最多可下载 {0} 次个人资料。请在 {1, duration}后再试。',
  MY_DATA_DOWNLOAD_USED: '此下载已开始或已过期。请再次选择“下载我的个人资料”。',
};
