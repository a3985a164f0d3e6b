import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/tuition-grant';
import { TUITION_GRANT_WORDS } from '@portal/contracts/admission/summary/tuition-grant';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  tiers: {
    A: '作为新加坡公民，您属于 A 级：政府学费津贴将支付您的部分学费，且无须履行服务合约。',
    B: '作为新加坡永久居民，您属于 B 级：如获政府学费津贴，您须在毕业后在新加坡工作 {years} 年。',
    C: '作为国际申请人，您属于 C 级：政府学费津贴以择优方式颁发；如获津贴，您须在毕业后在新加坡工作 {years} 年。',
  },
  option: '学费津贴选项',
  options: TUITION_GRANT_WORDS['zh-Hans'].options,
  optionHints: {
    APPLY: '您将缴付津贴后学费。',
    DO_NOT_APPLY: '您须缴付全额学费，且大部分经济资助及学费补贴将不适用于您。',
  },
  bond: '我了解如获学费津贴，我须在毕业后在新加坡工作 {years} 年。',
  suretiesHint: '您现在无须提供担保人。如您接受附带学费津贴的录取，届时须指定两名担保人。',
};
export default zhHans;
