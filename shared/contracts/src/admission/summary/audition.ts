/** Audition portfolio: instrument, the repertoire (one group per piece), the video link and the preferred slots. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { AUDITION_SLOTS } from '../../schemas/admission/audition';
import { optionWord, recordsOf, rows, row, textOf } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, fill, type Words } from '../../summary/words';

export const AUDITION_WORDS = bilingual(
  {
    instrument: 'Instrument or voice type',
    instruments: {
      PIANO: 'Piano',
      VIOLIN: 'Violin',
      VIOLA: 'Viola',
      CELLO: 'Cello',
      DOUBLE_BASS: 'Double bass',
      HARP: 'Harp',
      CLASSICAL_GUITAR: 'Classical guitar',
      FLUTE: 'Flute',
      OBOE: 'Oboe',
      CLARINET: 'Clarinet',
      BASSOON: 'Bassoon',
      SAXOPHONE: 'Saxophone',
      HORN: 'Horn',
      TRUMPET: 'Trumpet',
      TROMBONE: 'Trombone',
      TUBA: 'Tuba',
      PERCUSSION: 'Percussion',
      COMPOSITION: 'Composition',
      VOICE_SOPRANO: 'Voice: soprano',
      VOICE_MEZZO_SOPRANO: 'Voice: mezzo-soprano',
      VOICE_CONTRALTO: 'Voice: contralto',
      VOICE_COUNTERTENOR: 'Voice: countertenor',
      VOICE_TENOR: 'Voice: tenor',
      VOICE_BARITONE: 'Voice: baritone',
      VOICE_BASS: 'Voice: bass',
    },
    piece: 'Piece {number}',
    composer: 'Composer',
    title: 'Title of the piece',
    videoUrl: 'Recorded audition video',
    slots: ['First preferred slot', 'Second preferred slot', 'Third preferred slot'],
    sessions: { AM: 'morning, 9:00 to 12:30', PM: 'afternoon, 14:00 to 17:30' },
    slotLabel: '{date}, {session}',
  },
  {
    instrument: '乐器或声部',
    instruments: {
      PIANO: '钢琴',
      VIOLIN: '小提琴',
      VIOLA: '中提琴',
      CELLO: '大提琴',
      DOUBLE_BASS: '低音提琴',
      HARP: '竖琴',
      CLASSICAL_GUITAR: '古典吉他',
      FLUTE: '长笛',
      OBOE: '双簧管',
      CLARINET: '单簧管',
      BASSOON: '巴松管',
      SAXOPHONE: '萨克斯管',
      HORN: '圆号',
      TRUMPET: '小号',
      TROMBONE: '长号',
      TUBA: '大号',
      PERCUSSION: '打击乐',
      COMPOSITION: '作曲',
      VOICE_SOPRANO: '声乐：女高音',
      VOICE_MEZZO_SOPRANO: '声乐：女中音',
      VOICE_CONTRALTO: '声乐：女低音',
      VOICE_COUNTERTENOR: '声乐：假声男高音',
      VOICE_TENOR: '声乐：男高音',
      VOICE_BARITONE: '声乐：男中音',
      VOICE_BASS: '声乐：男低音',
    },
    piece: '第 {number} 首曲目',
    composer: '作曲家',
    title: '曲名',
    videoUrl: '试演录像链接',
    slots: ['现场试演第一志愿时段', '现场试演第二志愿时段', '现场试演第三志愿时段'],
    sessions: { AM: '上午（9:00 至 12:30）', PM: '下午（14:00 至 17:30）' },
    slotLabel: '{date}，{session}',
  },
);
export type AuditionWords = Words<(typeof AUDITION_WORDS)['en-GB']>;

/** A slot as the page words it: "13/02/2027, morning, 9:00 to 12:30". */
function slotWord(code: string, words: AuditionWords): string {
  const slot = AUDITION_SLOTS.find((candidate) => candidate.code === code);
  if (!slot) return code;
  const [year, month, day] = slot.date.split('-');
  return fill(words.slotLabel, { date: `${day}/${month}/${year}`, session: words.sessions[slot.session] });
}

export function summariseAudition(data: SectionData | null, language: Language, words: AuditionWords = AUDITION_WORDS[language]): SummarySection {
  // Slots are kept by position (first to third preference): a blank keeps its place.
  const slots = Array.isArray(data?.slots) ? (data.slots as unknown[]) : [];
  return {
    id: 'audition',
    title: sectionTitle('audition', language),
    rows: rows(
      row(words.instrument, optionWord(words.instruments, textOf(data, 'instrument'))),
      row(words.videoUrl, textOf(data, 'videoUrl')),
      ...words.slots.map((label, index) => {
        const code = slots[index];
        return row(label, typeof code === 'string' && code.trim() ? slotWord(code.trim(), words) : '');
      }),
    ),
    groups: recordsOf(data, 'repertoire').map((piece, index) => ({
      title: fill(words.piece, { number: index + 1 }),
      rows: rows(row(words.composer, textOf(piece, 'composer')), row(words.title, textOf(piece, 'title'))),
    })),
  };
}

