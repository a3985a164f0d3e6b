export default {
  intro: 'Answer each question in up to 300 characters, spaces included.',
  whyProgramme: 'Why have you chosen your first-choice programme?',
  challenge: 'Describe a challenge you overcame and what you learnt from it.',
  contribution: 'What would you contribute to the university community?',
} as const;
