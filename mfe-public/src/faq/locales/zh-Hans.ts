import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

const zhHans: Translation<typeof en> = {
  caption: '帮助',
  title: '常见问题',
  intro: '这里解答申请人最常提出的问题。您可以搜索，或按主题浏览。',
  topics: '主题',
  search: {
    label: '搜索问题',
    hint: '例如：PIN 码、缴费、奖学金',
    matches: '共有 {count} 个问题符合',
    oneMatch: '有 1 个问题符合',
    none: '没有与“{query}”相符的问题。请换一个词再试，或联系招生办公室。',
  },
  linkToAnswer: '此答案的链接',
  loading: '常见问题及解答',
};

export default zhHans;
