/**
 * A yes/no question whose answer reveals more fields (bond details, college preferences): the
 * answer is kept as the radio's code, so a draft holds exactly what the page shows, untouched.
 */
import { choiceField, type RequiredCode } from './common';

export const YES_NO = ['YES', 'NO'] as const;

export const yesNoChoice = (requiredCode: RequiredCode) => choiceField(YES_NO).required(requiredCode);
