/** 各部分页面的中文文本，每个部分一个模块。术语见 shared/i18n/GLOSSARY.md。 */
import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB';
import choiceOfStudy from './choice-of-study';
import declaration from './declaration';
import documents from './documents';
import personalParticulars from './personal-particulars';
import personalStatement from './personal-statement';

const zhHans: Translation<typeof en> = { choiceOfStudy, personalParticulars, personalStatement, declaration, documents };
export default zhHans;
