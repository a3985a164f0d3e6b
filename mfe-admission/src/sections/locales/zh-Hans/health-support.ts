import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/health-support';
import { HEALTH_SUPPORT_WORDS } from '@portal/contracts/admission/summary/health-support';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  intro: '您的回答仅供负责安排支援的工作人员查阅，不会影响对您申请的决定。',
  hasCondition: '您是否有大学需要了解的疾病或残障情况，以便为您提供支援？',
  hasConditionHint: '例如长期疾病、身体或感官障碍、学习障碍或心理健康问题。',
  condition: '第 {number} 项情况',
  type: '情况类别',
  chooseType: '请选择类别',
  types: HEALTH_SUPPORT_WORDS['zh-Hans'].types,
  name: '疾病或情况名称',
  support: '您所需的支援',
  supportHint: '例如考试延长时间、无障碍宿舍或提前获取课堂讲义。',
  add: '添加另一项情况',
  remove: '删除第 {number} 项情况',
  limitReached: '您已填写 {max} 项情况，已达本表上限。如有其他情况，请告知招生办公室。',
  hasConviction: '您是否曾在任何国家的法庭被判犯有刑事罪？',
  hasConvictionHint: '有犯罪记录并不必然导致不予录取。',
  convictionDetails: '定罪详情',
  convictionDetailsHint: '请说明罪行、法庭、日期及判决。',
};
export default zhHans;
