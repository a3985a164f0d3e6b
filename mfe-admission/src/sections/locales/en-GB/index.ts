/** The section pages' strings in English, one module per section (so sections are edited apart). Chinese: ../zh-Hans. */
import choiceOfStudy from './choice-of-study';
import declaration from './declaration';
import education from './education';
import personalParticulars from './personal-particulars';
import personalStatement from './personal-statement';
import subjects from './subjects';

export default { choiceOfStudy, personalParticulars, education, subjects, personalStatement, declaration } as const;
