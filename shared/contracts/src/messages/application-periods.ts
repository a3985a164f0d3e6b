/**
 * Message codes of the application periods the Office of Admissions sets in its console, in English
 * and Simplified Chinese. Spread into the catalogue (messages.ts and messages.zh-Hans.ts). The empty
 * fields' codes say what to do, as the other field errors do (field-errors-office.ts).
 */
export const APPLICATION_PERIOD_MESSAGES = {
  SELECT_PERIOD_SYSTEM: 'Select the application system',
  ENTER_PERIOD_NAME_EN: 'Enter the period\u2019s name in English',
  ENTER_PERIOD_NAME_ZH: 'Enter the period\u2019s name in Chinese',
  ENTER_PERIOD_OPENS_ON: 'Enter the date applications open',
  ENTER_PERIOD_OPENS_TIME: 'Enter the time applications open, like 09:00',
  ENTER_PERIOD_CLOSES_ON: 'Enter the date applications close',
  ENTER_PERIOD_CLOSES_TIME: 'Enter the time applications close, like 23:59',
  ENTER_PERIOD_CHANGE_REASON: 'Enter the reason for the change',
  PERIOD_CATEGORY_NOT_IN_SYSTEM: 'Select a category this application system offers, or All categories',
  PERIOD_CLOSES_BEFORE_OPENS: 'The closing date and time must be after the opening date and time',
  PERIOD_CLOSING_IN_PAST: 'This period has opened, so its closing time cannot move earlier than now: that would close it on applicants without warning',
  PERIOD_OPENING_AFTER_NOW: 'This period has opened, so its opening time cannot move later than now: that would close it on applicants without warning',
  PERIOD_OVERLAPS: 'These dates overlap another period of the same application system, category and academic year. Change them so that the periods do not overlap.',
  PERIOD_ALREADY_OPENED: 'This period has already opened, so it cannot be removed. Change its closing time instead.',
  PERIOD_NOT_FOUND: 'This application period does not exist.',
};

export const APPLICATION_PERIOD_MESSAGES_ZH_HANS: Record<keyof typeof APPLICATION_PERIOD_MESSAGES, string> = {
  SELECT_PERIOD_SYSTEM: '选择申请系统',
  ENTER_PERIOD_NAME_EN: '输入申请期的英文名称',
  ENTER_PERIOD_NAME_ZH: '输入申请期的中文名称',
  ENTER_PERIOD_OPENS_ON: '输入开放申请的日期',
  ENTER_PERIOD_OPENS_TIME: '输入开放申请的时间，例如 09:00',
  ENTER_PERIOD_CLOSES_ON: '输入截止申请的日期',
  ENTER_PERIOD_CLOSES_TIME: '输入截止申请的时间，例如 23:59',
  ENTER_PERIOD_CHANGE_REASON: '输入更改的原因',
  PERIOD_CATEGORY_NOT_IN_SYSTEM: '选择此申请系统设有的申请类别，或选择“所有类别”',
  PERIOD_CLOSES_BEFORE_OPENS: '截止日期和时间必须晚于开放日期和时间',
  PERIOD_CLOSING_IN_PAST: '此申请期已开放，截止时间不得提前至现在之前，否则申请人会在未获通知的情况下无法提交申请',
  PERIOD_OPENING_AFTER_NOW: '此申请期已开放，开放时间不得推迟至现在之后，否则申请人会在未获通知的情况下无法提交申请',
  PERIOD_OVERLAPS: '所填日期与同一申请系统、申请类别及学年的另一申请期重叠。请修改日期，使各申请期互不重叠。',
  PERIOD_ALREADY_OPENED: '此申请期已开放，不能删除。您可以改为修改其截止时间。',
  PERIOD_NOT_FOUND: '此申请期不存在。',
};
