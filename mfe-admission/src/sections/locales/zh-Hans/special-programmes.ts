import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/special-programmes';

const zhHans: Translation<typeof en> = {
  interestsLegend: '您希望申请哪些特别课程？',
  interestsHint: '选填。可多选；部分课程另设遴选。',
  programmes: {
    UNIVERSITY_SCHOLARS: '大学学者课程',
    DOUBLE_DEGREE: '双学位课程',
    OVERSEAS_COLLEGE: '海外学院课程（在海外实习及学习一年）',
    ENTREPRENEURSHIP: '创业课程',
    RESEARCH: '本科生研究计划',
    GLOBAL_EXCHANGE: '学生交换计划',
  },
  otherOffer: '您是否已接受其他自治大学的录取？',
  otherOfferHint: '自治大学指新加坡的公立大学。',
  offers: {
    YES: '是，我已接受录取',
    NO: '否，我未接受任何录取',
    PENDING: '我已获录取，但尚未决定',
  },
  otherUniversity: '大学名称',
};
export default zhHans;
