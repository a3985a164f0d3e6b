import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/residential-college';
import { RESIDENTIAL_COLLEGE_WORDS } from '@portal/contracts/admission/summary/residential-college';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  interested: '您是否希望入住住宿学院？',
  interestedHint: '住宿学院将校园住宿与研讨课及各类活动相结合。',
  preferencesLegend: '请为您希望入住的住宿学院排序',
  preferencesHint: '第一志愿为必填；如愿意接受其他学院，可继续填写。',
  preference: '第 {n} 志愿',
  choose: '请选择住宿学院',
  colleges: RESIDENTIAL_COLLEGE_WORDS['zh-Hans'].colleges,
  statusHeading: '居住状况声明',
  residenceType: '您目前住在哪里？',
  residenceTypes: RESIDENTIAL_COLLEGE_WORDS['zh-Hans'].residenceTypes,
  commuteMinutes: '从住所到校园的通常单程时间（分钟）',
  commuteMinutesHint: '以乘搭公共交通计算，单程。',
  needsAccommodation: '您在学期间是否需要住宿？',
  declaration: '本人声明以上居住资料真实完整。',
};
export default zhHans;
