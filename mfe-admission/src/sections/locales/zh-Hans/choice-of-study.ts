import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/choice-of-study';

const zhHans: Translation<typeof en> = {
  intro: '请按志愿顺序选择最多 {max} 个专业。部分专业只能列为较前的志愿，相关规定显示在列表中的专业名称下方。',
  choice: '第 {rank} 志愿',
  programme: '专业',
  programmeHint: '请输入专业名称的任意部分，然后从列表中选择。',
  ruleHint: '本专业的规定：{rule}。',
  major: '首选主修方向',
  chooseMajor: '请选择主修方向',
  remove: '删除第 {rank} 志愿',
  moveUp: '将第 {rank} 志愿上移',
  add: '添加志愿',
  rules: {
    FIRST_OR_SECOND: '须列为第一或第二志愿',
    TOP_THREE: '须列为第一至第三志愿',
    LAW: '须列为第一或第二志愿（如医学和牙医学为第一和第二志愿，可列为第三志愿）',
    DOUBLE_DEGREE: '双学位：须列为第 {min} 至第 {max} 志愿',
  },
};
export default zhHans;
