import { SUBJECTS_WORDS } from '@portal/contracts/admission/summary/subjects';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

export default {
  intro: 'Enter the subjects and grades of each completed school-leaving qualification in your Education section. Use the grades of the type of results you chose there (actual, predicted or mock).',
  none: 'None of your education records takes subjects yet. Subjects are entered for completed A-Level, IB and other school-leaving qualifications: add the record in Education, or set its status to "Completed (graduated)".',
  toEducation: 'Go to Education',
  recordHeading: '{institution}: {qualification}',
  unnamed: 'Unnamed institution',
  orphanHeading: 'Subjects of a removed or changed education record',
  removeOrphan: 'Remove these subjects',
  rules: {
    ALEVEL: 'At least 4 subjects, with at least 2 at H2 (or A level, before 2006).',
    IB_DIPLOMA: 'At least 6 subjects, one from each subject group.',
    ACTUAL: 'Actual results need at least one subject and its grade.',
  },
  subjectN: 'Subject {n}',
  subject: 'Subject',
  otherName: 'Name of the subject',
  level: 'Level',
  chooseLevel: 'Choose a level',
  grade: 'Grade',
  chooseGrade: 'Choose a grade',
  gradeAsPrinted: 'Grade, as printed on the certificate',
  marks: 'Marks out of 100 (optional)',
  remove: 'Remove subject {n} of {institution}',
  add: 'Add a subject for {institution}',
  limitReached: 'You have entered the maximum of {max} subjects for this qualification.',
  // The form asks for the other subject's name; the summary shows the name given.
  subjects: { ...SUBJECTS_WORDS['en-GB'].names, OTHER: 'Another subject (type its name)' },
  levels: {
    H1: 'H1',
    H2: 'H2',
    H3: 'H3',
    A: 'A level (before 2006)',
    AO: 'AO level (before 2006)',
    IP: 'Integrated Programme subject',
    HL: 'Higher Level (HL)',
    SL: 'Standard Level (SL)',
    GENERAL: 'Subject',
  },
  grades: SUBJECTS_WORDS['en-GB'].grades,
} as const;
