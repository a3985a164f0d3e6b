import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/referees';
import { REFEREES_WORDS } from '@portal/contracts/admission/summary/referees';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  intro: '请提名两位熟悉您学业或工作的推荐人，例如老师、讲师或上司。我们将通过其工作电子邮箱地址与其联系：不接受 Gmail、Yahoo、Hotmail、QQ 等公共网络邮箱地址。',
  referee: '推荐人 {n}',
  name: '全名',
  position: '职位',
  positionHint: '例如：化学系主任',
  organisation: '学校或机构',
  relationship: '推荐人与您的关系',
  choose: '请选择',
  relationships: REFEREES_WORDS['zh-Hans'].relationships,
  email: '工作电子邮箱地址',
  phone: '联系电话',
  countryCode: '国家代码',
  number: '号码',
};
export default zhHans;
