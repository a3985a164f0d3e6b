/** 各部分页面的中文文本，每个部分一个模块。术语见 shared/i18n/GLOSSARY.md。 */
import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB';
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

const zhHans: Translation<typeof en> = { choiceOfStudy, personalParticulars, education, subjects, achievements, employment, referees, personalStatement, shortQuestions, householdIncome, healthSupport, nationalService, tuitionGrant, residentialCollege, audition, specialProgrammes, declaration, documents };
export default zhHans;
