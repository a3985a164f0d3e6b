/** 各部分页面的中文文本，每个部分一个模块。术语见 shared/i18n/GLOSSARY.md。 */
import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB';
import choiceOfStudy from './choice-of-study';
import declaration from './declaration';
import education from './education';
import personalParticulars from './personal-particulars';
import personalStatement from './personal-statement';
import subjects from './subjects';

const zhHans: Translation<typeof en> = { choiceOfStudy, personalParticulars, education, subjects, personalStatement, declaration };
export default zhHans;
