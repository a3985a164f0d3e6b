import { AUDITION_WORDS } from '@portal/contracts/admission/summary/audition';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

export default {
  portfolioHint: 'Upload your portfolio files, such as scores, compositions and music certificates, in Document Upload.',
  instrument: 'Instrument or voice type',
  instrumentHint: 'The one you will audition on. Composition applicants choose Composition.',
  instruments: AUDITION_WORDS['en-GB'].instruments,
  repertoireHeading: 'Repertoire',
  repertoireIntro: 'The pieces you will perform, up to {max}.',
  piece: 'Piece {number}',
  composer: 'Composer',
  title: 'Title of the piece',
  titleHint: 'With the movement or opus number, like Ballade No. 1 in G minor, Op. 23.',
  addPiece: 'Add another piece',
  removePiece: 'Remove piece {number}',
  pieceLimitReached: 'You have listed {max} pieces, the most you can perform.',
  videoUrl: 'Link to your recorded audition video',
  videoUrlHint: 'A web address starting with https://, on any video site. Make sure the video can be watched without signing in.',
  slotsHeading: 'Preferred live audition slots',
  slotsHint: 'Choose three different slots, your first preference first. We will confirm your slot by e-mail.',
  slot: { '0': 'First preference', '1': 'Second preference', '2': 'Third preference' },
  chooseSlot: 'Choose a slot',
  sessions: AUDITION_WORDS['en-GB'].sessions,
  slotLabel: '{date}, {session}',
} as const;
