/** The section pages' strings in English, one module per section (so sections are edited apart). Chinese: ../zh-Hans. */
import achievements from './achievements';
import audition from './audition';
import choiceOfStudy from './choice-of-study';
import declaration from './declaration';
import documents from './documents';
import education from './education';
import employment from './employment';
import healthSupport from './health-support';
import householdIncome from './household-income';
import nationalService from './national-service';
import personalParticulars from './personal-particulars';
import personalStatement from './personal-statement';
import referees from './referees';
import residentialCollege from './residential-college';
import shortQuestions from './short-questions';
import specialProgrammes from './special-programmes';
import subjects from './subjects';
import tuitionGrant from './tuition-grant';

export default { choiceOfStudy, personalParticulars, education, subjects, achievements, employment, referees, personalStatement, shortQuestions, householdIncome, healthSupport, nationalService, tuitionGrant, residentialCollege, audition, specialProgrammes, declaration, documents } as const;
