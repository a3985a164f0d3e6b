/**
 * The public reference form a nominated referee opens from the e-mailed link (no sign-in). The link's
 * token travels in the JSON body, never in a logged path. The reference text is limited like the
 * other long answers, with a live count in the form.
 */
import * as yup from 'yup';
import { choiceField, multilineText, tooLong } from '../common';
import { linkTokenField } from '../link-token';
import { REFEREE_RELATIONSHIPS } from './referees';

export const REFERENCE_TEXT_MAX = 3000;
/** How long the referee has known the applicant. */
export const REFERENCE_KNOWN_FOR = ['UNDER_1_YEAR', 'ONE_TO_2_YEARS', 'TWO_TO_5_YEARS', 'OVER_5_YEARS'] as const;
/** The referee's overall recommendation, strongest first. */
export const REFERENCE_RECOMMENDATIONS = ['HIGHLY_RECOMMEND', 'RECOMMEND', 'RECOMMEND_WITH_RESERVATIONS', 'DO_NOT_RECOMMEND'] as const;


/** POST /api/public/references/submit. */
export const refereeReferenceSchema = yup
  .object({
    token: linkTokenField(),
    relationship: choiceField(REFEREE_RELATIONSHIPS).required('SELECT_RELATIONSHIP_TO_APPLICANT'),
    knownFor: choiceField(REFERENCE_KNOWN_FOR).required('SELECT_HOW_LONG_KNOWN'),
    reference: multilineText().trim().required('ENTER_REFERENCE').max(REFERENCE_TEXT_MAX, tooLong(REFERENCE_TEXT_MAX)),
    recommendation: choiceField(REFERENCE_RECOMMENDATIONS).required('SELECT_RECOMMENDATION'),
    declaration: yup
      .boolean()
      .typeError('INVALID_VALUE')
      .nonNullable('INVALID_VALUE')
      .required('REFERENCE_DECLARATION_REQUIRED')
      .oneOf([true], 'REFERENCE_DECLARATION_REQUIRED'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type RefereeReference = yup.InferType<typeof refereeReferenceSchema>;
