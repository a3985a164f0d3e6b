import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/achievements';
import { ACHIEVEMENTS_WORDS } from '@portal/contracts/admission/summary/achievements';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  intro: '请填写您引以为傲的奖项、竞赛成绩、担任的职务及服务经历，最多 {max} 项，最重要的列在最前。如没有，可不添加直接继续。',
  none: '您尚未添加任何成就。',
  record: '成就 {n}',
  title: '奖项或成就名称',
  titleHint: '例如：全国化学奥林匹克竞赛金奖',
  type: '类型',
  level: '级别',
  year: '获得年份',
  yearHint: '例如：2025',
  description: '您做了什么及其意义',
  add: '添加成就',
  addAnother: '再添加一项成就',
  remove: '删除成就 {n}',
  limitReached: '您已添加 {max} 项成就，已达本申请表的上限。',
  choose: '请选择',
  types: ACHIEVEMENTS_WORDS['zh-Hans'].types,
  levels: ACHIEVEMENTS_WORDS['zh-Hans'].levels,
};
export default zhHans;
