/**
 * The scholarship application's history never shows a code (issue 35): every event kind, with its
 * params as the API sends them, worded in both languages, with the scholarship's name in the page's
 * language where the event concerns one.
 */
import { act, render, screen } from '@testing-library/react';
import { FORM_EVENTS } from '@portal/contracts/form-events';
import type { TimelineEvent } from '@portal/contracts/forms';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { Timeline } from '../src/form/Timeline';

/** A code as the API records them: capitals joined by underscores (SCIENCE_TECH, ACC_2027). */
const CODE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;
const named = { scholarshipEn: 'Science and Technology Scholarship', scholarshipZh: '科技奖学金' };
const PARAMS: Record<(typeof FORM_EVENTS.SCHOLARSHIP)[number], TimelineEvent['params']> = {
  CREATED: { admissionApplicationNumber: '27000001' },
  DOCUMENT_ADDED: { fileName: 'transcript.pdf' },
  SUBMITTED: { reference: 'SCH-27-000001' },
  SCHOLARSHIP_DATES_CHANGED: { code: 'SCIENCE_TECH', ...named, opensAt: '2026-10-01T00:00:00.000Z', closesAt: '2027-03-01T15:59:00.000Z' },
  SCHOLARSHIP_OFFER_RELEASED: { scholarship: 'SCIENCE_TECH', ...named },
  SCHOLARSHIP_OUTCOME_UNSUCCESSFUL: {},
  SCHOLARSHIP_OFFER_ACCEPTED: {},
  SCHOLARSHIP_OFFER_DECLINED: {},
  SCHOLARSHIP_OFFER_LAPSED: {},
  SCHOLARSHIP_UNDERTAKING_ACCEPTED: {},
  SURETY_INVITED: { position: 1, name: 'LIM AH KOW' },
  SURETY_CONFIRMED: { position: 1, name: 'LIM AH KOW' },
};
const events: TimelineEvent[] = FORM_EVENTS.SCHOLARSHIP.map((kind) => ({ kind, occurredAt: '2026-12-01T02:00:00.000Z', actor: 'OFFICE', params: PARAMS[kind] }));
const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

it('words every event without a code, in English and in Chinese', async () => {
  jest.spyOn(http, 'get').mockImplementation((() => answer(events)) as never);
  const { container } = render(<Timeline id="7d1f5f8e-3f5b-4c55-9a43-5f1d2c3b4a59" />);
  expect(await screen.findByText('Scholarship offer released (Science and Technology Scholarship)')).toBeInTheDocument();
  expect(screen.getByText('The Scholarships Office changed the application dates of the Science and Technology Scholarship')).toBeInTheDocument();
  const entries = () => [...container.querySelectorAll('li')].map((entry) => entry.textContent ?? '');
  expect(entries()).toHaveLength(events.length);
  for (const entry of entries()) {
    expect(entry).not.toMatch(CODE);
    expect(entry).not.toContain('{');
  }
  await act(() => changeLanguage('zh-Hans'));
  expect(screen.getByText('奖学金办公室已更改科技奖学金的申请日期')).toBeInTheDocument();
  for (const entry of entries()) {
    expect(entry).not.toMatch(CODE);
    expect(entry).not.toContain('{');
    expect(entry).not.toContain('Science and Technology');
  }
});
