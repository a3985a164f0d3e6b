/** Field helpers the financial aid sections share: required amounts, bounded lists, years and ISO dates. */
import * as yup from 'yup';
import { amountField, text, tooLong, type RequiredCode } from '../common';
import { aidContext } from './context';

/** An amount that must be given ("0" is an answer): at most 12 digits including 2 decimals. */
export const requiredAmount = (requiredCode: RequiredCode) => amountField().required(requiredCode);

/** Text with a length limit, required. */
export const requiredText = (max: number, requiredCode: RequiredCode) => text().trim().required(requiredCode).max(max, tooLong(max));

/** A list of at most `max` records of `item`, refused past it with `code` {0: max}; empty by default. */
export const listOf = <T extends yup.AnyObject>(item: yup.ObjectSchema<T>, max: number, code: string) =>
  yup
    .array()
    .of(item)
    .typeError('INVALID_VALUE')
    .default([])
    .max(max, { code, params: [max] });

export const EARLIEST_AID_YEAR = 1950;

/** A 4-digit year from EARLIEST_AID_YEAR up to this year (the context's today). */
export const pastYear = (requiredCode: RequiredCode) =>
  text()
    .trim()
    .required(requiredCode)
    .test('year', 'INVALID_YEAR', function (value) {
      if (!value) return true;
      const today = aidContext(this.options)?.today ?? new Date().toISOString();
      return /^\d{4}$/.test(value) && Number(value) >= EARLIEST_AID_YEAR && Number(value) <= Number(today.slice(0, 4));
    });

/** A real calendar date written yyyy-mm-dd (a date input's value). */
export const isIsoDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

export const isoDate = (requiredCode: RequiredCode) =>
  text()
    .trim()
    .required(requiredCode)
    .test('date', 'AID_DATE_FORMAT', (value) => !value || isIsoDate(value));
