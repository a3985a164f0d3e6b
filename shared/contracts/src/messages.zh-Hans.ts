/**
 * 信息目录（简体中文）：与 messages.ts 的代码一一对应。TypeScript 要求每个代码都有译文、不多不少。
 * 用词以 shared/i18n/GLOSSARY.md 为准。{0} 为参数；{0, duration} 为时长（如“15 分钟”）。
 */
import type { MESSAGES } from './messages';

const MESSAGES_ZH_HANS: Record<keyof typeof MESSAGES, string> = {
  // 字段校验
  REQUIRED: '此项为必填项',
  MANDATORY_INDICATOR: '标有星号（*）的项目为必填项。',
  INVALID_EMAIL: '请输入格式正确的电子邮箱地址，例如 name@example.com',
  TOO_LONG: '不得超过 {0} 个字符',
  DIGITS_ONLY: '请只输入数字',
  INVALID_DATE: '请按 dd/mm/yyyy 格式输入有效日期',
  DATE_IN_FUTURE: '出生日期必须早于今天',
  INVALID_PIN: 'PIN 码须为 8 位字母或数字',
  PIN_TOO_SIMPLE: '此 PIN 码过于容易被猜中。请勿使用 12345678、abcdefgh 等连续字符，或 11111111、12121212 等重复字符。',
  PIN_MATCHES_DATE_OF_BIRTH: 'PIN 码不得使用您的出生日期：这是他人最先会尝试的组合之一。',
  PIN_TOO_COMMON: '此 PIN 码是常用密码，容易被猜中。请另选一个。',
  PIN_MISMATCH: '两次输入的 PIN 码不一致',
  INVALID_PASSWORD: '密码须至少 12 个字符',
  PASSWORD_TOO_SIMPLE: '此密码过于容易被猜中：它是重复或简单连续的字符。请另选一个；由几个互不相关的词组成的密码既安全又好记。',
  PASSWORD_HAS_PERSONAL_DETAILS: '密码不得包含您的姓名或电子邮箱地址：这是他人最先会尝试的内容。',
  PASSWORD_TOO_COMMON: '此密码过于常见，出现在攻击者最先尝试的密码名单中。请另选一个；由几个互不相关的词组成的密码既安全又好记。',
  PASSWORD_MISMATCH: '两次输入的密码不一致',
  INVALID_APPLICATION_NUMBER: '申请编号只能包含数字',
  INVALID_SYSTEM: '请选择有效的申请系统',
  UNKNOWN_FIELD: '不允许提交字段 {0}',
  INVALID_VALUE: '此处的值无效',
  INVALID_CHARACTERS: '请删除此栏中不可见或异常的字符；这类字符有时会随复制的文字一起粘贴进来',
  // 登录与会话
  LOGIN_FAILED: '您输入的登录信息与我们的记录不符。请核对后再试。',
  LOGIN_THROTTLED: '登录失败次数过多。请等待 {0, duration}后再试，或重设 PIN 码。',
  LOGIN_NEW_CLIENTS_PAUSED:
    '此账户的登录失败次数过多。为保障您的安全，{0, duration}内暂停从新设备或新网络登录。您仍可从以前使用过的设备登录，或重设 PIN 码后立即登录。',
  UNAUTHENTICATED: '请先登录。',
  SESSION_EXPIRED: '由于您长时间未操作，系统已将您退出登录。请重新登录。',
  SESSION_LIFETIME_ENDED: '为保障您的安全，本次登录已达到最长时限，系统已将您退出登录。请重新登录。',
  SESSION_ENDED: '您已退出登录。',
  ACCESS_DENIED: '无权访问。',
  CSRF_INVALID: '无法验证您的请求。请刷新页面后再试。',
  // 协议与服务器
  BAD_REQUEST: '无法识别此请求。请刷新页面后再试。',
  NOT_FOUND: '您要访问的页面或内容不存在。',
  METHOD_NOT_ALLOWED: '此处不允许进行该操作。',
  PAYLOAD_TOO_LARGE: '提交的信息过大。',
  UNSUPPORTED_MEDIA_TYPE: '信息必须以 JSON 格式提交。',
  RATE_LIMITED: '请求过于频繁。请等待 {0, duration}后再试。',
  SERVICE_UNAVAILABLE: '门户网站当前访问量较大。请稍后再试。',
  INTERNAL_ERROR: '我们的系统出现问题。您填写的信息不会丢失，请再试一次。',
  NETWORK_ERROR: '无法连接门户网站。请检查网络连接后再试。',
  // 公共自助服务（规格第 8 节）
  OTP_EXPIRED: '验证码已过期。请重新开始以获取新的验证码。',
  OTP_INVALID: '验证码不正确。请核对后再试。',
  PIN_RESET_MAX_ATTEMPTS: '您已达到重设 PIN 码的最多尝试次数。请使用网上申请编号查询系统，或联系招生办公室。',
  APPNO_MAX_ATTEMPTS: '您已达到查询申请编号的最多尝试次数。请致电招生办公室热线，或通过查询表格提交请求。',
  INVALID_OTP_FORMAT: '请输入电子邮件中的 6 位验证码',
  OTP_SENT: '我们已将 6 位验证码发送至您的电子邮箱，有效期为 5 分钟。',
  OTP_TOO_MANY_FAILURES: '验证码错误次数过多，此验证码已失效。请重新获取验证码。',
  OTP_DAILY_LIMIT: '今天发送至此电子邮箱的验证码已达上限。请使用已收到的验证码，或于 {0, duration}后再试，也可联系招生办公室。',
  PIN_RESET_LINK_INVALID: '此 PIN 码重设链接已过期或已被使用。请重新申请。',
  PIN_RESET_MISMATCH: '您输入的信息与您的申请不符。',
  APPNO_NOT_FOUND: '未找到与您输入的信息相符的申请。',
  PUBLIC_TOO_MANY_ATTEMPTS: '您所在网络的尝试次数过多。请等待 {0, duration}后再试。',
  REGISTRATION_EXPIRED: '您的电子邮箱验证已过期。请重新注册。',
  ACCOUNT_EXISTS: '此电子邮箱地址已注册账户。请直接登录，或通过招生办公室重设密码。',
  SOCIAL_ENQUIRY_SENT: '如果所填信息与某份申请相符，我们已向此电子邮箱发送邮件，告知该申请使用的社交账户。',
  // 申请人专区
  REFRESH_FOR_UPDATES: '请刷新页面以查看最新信息。',
  NEW_VERSION: '门户网站已有新版本。请刷新浏览器以使用新版本；您已保存的内容不会丢失。',
  REMOTE_UNAVAILABLE: '门户网站的这一部分暂时无法加载，其他部分仍可正常使用。',
  // 文件（规格第 9 节：5MB；jpg、jpeg、pdf、png；文件数量上限）
  FILE_REQUIRED: '请选择要上传的文件',
  FILE_EMPTY: '所选文件为空文件',
  FILE_TOO_LARGE: '文件大小超过上限 5MB',
  FILE_TYPE_NOT_ALLOWED: '请上传 JPG、JPEG、PNG 或 PDF 格式的文件',
  TOO_MANY_FILES: '所附文件数量超过上限，最多只能上传 {0} 个文件。',
  FILE_INFECTED: '该文件含有病毒，未予保存。请用杀毒软件检查您的设备，然后上传未受感染的文件。',
  FILE_SCAN_FAILED: '目前无法对该文件进行病毒检查，因此未予保存。请稍后重试。',
  FILE_DAMAGED: '该文件已损坏，无法打开。请删除后重新上传，或联系招生办公室。',
  FORM_NOT_EDITABLE: '此申请表已提交，不能再作更改。',
};

export default MESSAGES_ZH_HANS;
