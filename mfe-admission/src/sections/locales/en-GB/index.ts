/** The section pages' strings in English, one module per section (so sections are edited apart). Chinese: ../zh-Hans. */
import choiceOfStudy from './choice-of-study';
import declaration from './declaration';
import documents from './documents';
import personalParticulars from './personal-particulars';
import personalStatement from './personal-statement';
import householdIncome from './household-income';
import healthSupport from './health-support';
import nationalService from './national-service';
import tuitionGrant from './tuition-grant';
import audition from './audition';

export default { choiceOfStudy, personalParticulars, personalStatement, householdIncome, healthSupport, nationalService, tuitionGrant, audition, declaration, documents } as const;
