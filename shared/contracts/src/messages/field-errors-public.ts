/**
 * Field-specific error messages (issue 35) of the public helpers, sign-in, registration, PIN and
 * password reset, and the fields several forms share. GOV.UK's pattern: say what to do, naming the
 * field ("Enter your application number"); the Chinese in the same imperative without 请, in the
 * glossary's terms. The schemas name these codes instead of the generic REQUIRED (schemas/common.ts).
 */
export const PUBLIC_FIELD_ERRORS = {
  ENTER_APPLICATION_NUMBER: 'Enter your application number',
  ENTER_YOUR_EMAIL: 'Enter your e-mail address',
  ENTER_EMAIL_IN_APPLICATION: 'Enter the e-mail address you gave in your application',
  ENTER_LOGIN_EMAIL: 'Enter the e-mail address of your login account',
  ENTER_YOUR_DATE_OF_BIRTH: 'Enter your date of birth',
  ENTER_PIN: 'Enter your PIN',
  ENTER_NEW_PIN: 'Enter a new PIN',
  CONFIRM_NEW_PIN: 'Enter the new PIN again to confirm it',
  ENTER_PASSWORD: 'Enter your password',
  ENTER_A_PASSWORD: 'Enter a password',
  CONFIRM_PASSWORD: 'Enter the password again to confirm it',
  ENTER_NEW_PASSWORD: 'Enter a new password',
  CONFIRM_NEW_PASSWORD: 'Enter the new password again to confirm it',
  ENTER_YOUR_FULL_NAME: 'Enter your full name',
  ENTER_FIRST_NAME: 'Enter your first name',
  ENTER_LAST_NAME: 'Enter your last name',
  ENTER_YOUR_NRIC_FIN: 'Enter your NRIC or FIN',
  ENTER_ALTERNATIVE_CONTACT_NAME: 'Enter the name of your alternative contact',
  ENTER_ALTERNATIVE_CONTACT_COUNTRY_CODE: 'Enter the country code of your alternative contact\u2019s number',
  ENTER_ALTERNATIVE_CONTACT_NUMBER: 'Enter the contact number of your alternative contact',
  ENTER_VERIFICATION_CODE: 'Enter the 6-digit verification code from the e-mail',
  ENTER_POSTAL_CODE: 'Enter a postal code',
  ENTER_ADMISSION_APPLICATION_NUMBER: 'Enter the application number of your admission application',
  SELECT_DOCUMENT_TYPE: 'Select the type of document',
} as const;

export const PUBLIC_FIELD_ERRORS_ZH_HANS: Record<keyof typeof PUBLIC_FIELD_ERRORS, string> = {
  ENTER_APPLICATION_NUMBER: '输入您的申请编号',
  ENTER_YOUR_EMAIL: '输入您的电子邮箱地址',
  ENTER_EMAIL_IN_APPLICATION: '输入您在申请中填写的电子邮箱地址',
  ENTER_LOGIN_EMAIL: '输入您登录账户的电子邮箱地址',
  ENTER_YOUR_DATE_OF_BIRTH: '输入您的出生日期',
  ENTER_PIN: '输入您的 PIN 码',
  ENTER_NEW_PIN: '输入新的 PIN 码',
  CONFIRM_NEW_PIN: '再次输入新的 PIN 码以确认',
  ENTER_PASSWORD: '输入您的密码',
  ENTER_A_PASSWORD: '输入密码',
  CONFIRM_PASSWORD: '再次输入密码以确认',
  ENTER_NEW_PASSWORD: '输入新密码',
  CONFIRM_NEW_PASSWORD: '再次输入新密码以确认',
  ENTER_YOUR_FULL_NAME: '输入您的全名',
  ENTER_FIRST_NAME: '输入您的名',
  ENTER_LAST_NAME: '输入您的姓',
  ENTER_YOUR_NRIC_FIN: '输入您的身份证号码或外国人准证号码（NRIC/FIN）',
  ENTER_ALTERNATIVE_CONTACT_NAME: '输入备用联系人的姓名',
  ENTER_ALTERNATIVE_CONTACT_COUNTRY_CODE: '输入备用联系人电话号码的国家代码',
  ENTER_ALTERNATIVE_CONTACT_NUMBER: '输入备用联系人的电话号码',
  ENTER_VERIFICATION_CODE: '输入电子邮件中的 6 位数字验证码',
  ENTER_POSTAL_CODE: '输入邮政编码',
  ENTER_ADMISSION_APPLICATION_NUMBER: '输入您入学申请的申请编号',
  SELECT_DOCUMENT_TYPE: '选择文件类型',
};
