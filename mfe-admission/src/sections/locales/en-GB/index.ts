/** The section pages' strings in English, one module per section (so sections are edited apart). Chinese: ../zh-Hans. */
import achievements from './achievements';
import choiceOfStudy from './choice-of-study';
import declaration from './declaration';
import employment from './employment';
import personalParticulars from './personal-particulars';
import personalStatement from './personal-statement';
import referees from './referees';
import residentialCollege from './residential-college';
import shortQuestions from './short-questions';
import specialProgrammes from './special-programmes';

export default {
  choiceOfStudy,
  personalParticulars,
  achievements,
  employment,
  referees,
  personalStatement,
  shortQuestions,
  residentialCollege,
  specialProgrammes,
  declaration,
} as const;
