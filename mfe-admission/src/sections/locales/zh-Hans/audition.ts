import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/audition';
import { AUDITION_WORDS } from '@portal/contracts/admission/summary/audition';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  portfolioHint: '请在“上传文件”部分上传您的作品集文件，例如乐谱、作曲作品及音乐证书。',
  instrument: '乐器或声部',
  instrumentHint: '请选择您试演所用的乐器或声部。作曲申请人请选择“作曲”。',
  instruments: AUDITION_WORDS['zh-Hans'].instruments,
  repertoireHeading: '试演曲目',
  repertoireIntro: '您将演奏或演唱的曲目，最多 {max} 首。',
  piece: '第 {number} 首曲目',
  composer: '作曲家',
  title: '曲名',
  titleHint: '请注明乐章或作品编号，例如《G 小调第一叙事曲》，作品 23。',
  addPiece: '添加另一首曲目',
  removePiece: '删除第 {number} 首曲目',
  pieceLimitReached: '您已填写 {max} 首曲目，已达上限。',
  videoUrl: '试演录像链接',
  videoUrlHint: '以 https:// 开头的网址，任何视频网站均可。请确保无须登录即可观看该视频。',
  slotsHeading: '现场试演首选时段',
  slotsHint: '请按优先顺序选择三个不同的时段。我们将通过电子邮件确认您的试演时段。',
  slot: { '0': '第一志愿', '1': '第二志愿', '2': '第三志愿' },
  chooseSlot: '请选择时段',
  sessions: AUDITION_WORDS['zh-Hans'].sessions,
  slotLabel: '{date}，{session}',
};
export default zhHans;
