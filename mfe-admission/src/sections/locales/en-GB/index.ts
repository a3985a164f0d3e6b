/** The section pages' strings in English, one module per section (so sections are edited apart). Chinese: ../zh-Hans. */
import choiceOfStudy from './choice-of-study';
import declaration from './declaration';
import documents from './documents';
import personalParticulars from './personal-particulars';
import personalStatement from './personal-statement';

export default { choiceOfStudy, personalParticulars, personalStatement, declaration, documents } as const;
