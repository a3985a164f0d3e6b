/** 各部分页面的中文文本，每个部分一个模块。术语见 shared/i18n/GLOSSARY.md。 */
import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB';
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

const zhHans: Translation<typeof en> = { choiceOfStudy, personalParticulars, personalStatement, householdIncome, healthSupport, nationalService, tuitionGrant, audition, declaration, documents };
export default zhHans;
