/**
 * Financial aid from application to guarantor, in real browsers, on a portal of this file's own (its
 * own database: the demo applicant's one financial aid application of 2026/2027 is this test's) with a
 * mail catcher. The demo applicant applies in the browser: the apply page, the six sections through
 * their pages with a family of four (the per-capita income shown is householdOf's, the calculator's
 * function), an income proof, check your answers, submit (the acknowledgement with the reference and
 * exactly one e-mail). The financial aid officer, in a browser of their own, finds the application in
 * the console and asks for a document; the applicant sees it on the dashboard, uploads it and sends
 * it. The officer offers a package with a donated bursary and a tuition fee loan; the applicant sees
 * the bursary's two semester halves, takes both with a loan percent, accepts after the check step
 * (told it cannot be reversed), gives the guarantor — a company e-mail refused with the rule's message
 * beside the field and in the summary, then a personal one — and the guarantor confirms from the
 * e-mailed link by typing their name; the link then no longer works. The history shows every step.
 * Axe (WCAG 2.2 A/AA) on every new screen in English and 中文; the declarations and the guarantor's
 * confirmation by keyboard only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { householdOf } from '../../shared/contracts/src/financial-aid/household';
import { dashboardItem } from '../support/dashboard';
import { displayDay, singaporeDayFromToday } from '../support/dates';
import { tabTo } from '../support/keyboard';
import { axeInBothLanguages } from '../support/languages';
import { linkIn } from '../support/mail-catcher';
import { staffBrowser } from '../support/office';
import { E2E_PORT } from '../support/ports';
import { portalWithMail } from '../support/public-portal';
import { DEMO_APPLICANT, signInWithPin } from '../support/sign-in';
import { choose } from '../support/choose';

const FIXTURES = path.join(__dirname, '../fixtures');
const PORT = E2E_PORT + 72;
const server = portalWithMail(PORT);
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });

const APPLICANT_EMAIL = 'demo.applicant@example.edu';
const SUBMITTED_SUBJECT = 'Your financial aid application has been submitted';
const INVITE_SUBJECT = 'Please confirm that you will stand as guarantor for a financial aid loan';
const PDF = path.join(FIXTURES, 'identity-document.pdf');

/** The applicant (no income) and three family members; the mother's part-time pay makes the per-capita income round. */
const FAMILY = {
  applicantMonthlyIncome: '0',
  familyMembers: [
    { name: 'TAN AH KOW', relationship: 'Father', age: '52', occupation: 'Technician', employmentStatus: 'Employed', grossMonthlyIncome: '4800.00' },
    { name: 'LIM MEI HUA', relationship: 'Mother', age: '49', occupation: 'Part-time cashier', employmentStatus: 'Employed', grossMonthlyIncome: '1234.55' },
    { name: 'TAN WEI JIE', relationship: 'Brother or sister', age: '15', occupation: 'Secondary school student', employmentStatus: 'Student', grossMonthlyIncome: '0' },
  ],
};
const GUARANTOR = { name: 'TAN AH KOW', companyEmail: 'ahkow.tan@precision-engineering.com.sg', personalEmail: 'tan.ahkow@gmail.com' };

/** Money as the portal shows it in English ("SGD 1,508.64"). */
const sgd = (cents: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'SGD', currencyDisplay: 'code' }).format(cents / 100);

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function saveAndContinue(page: Page) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

test('apply with a family of four, documents asked for and sent, a package accepted, the guarantor confirms from the e-mail', async ({ page, browser }) => {
  // The whole journey, applicant, office and guarantor: about 2.5 minutes alone on a slow 2-core
  // machine, and over 5 with two CPU-bound jobs beside the suite (scripts/busy-machine.mjs).
  test.setTimeout(600_000);
  await signInWithPin(page);

  // Apply: the demo applicant's submitted admission application is chosen already; the year's schemes are listed.
  await page.goto('/applicant/financial-aid/apply');
  await expect(h1(page, 'Apply for financial aid')).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(DEMO_APPLICANT.applicationNumber) })).toBeChecked();
  await expect(page.getByRole('rowheader', { name: 'Donated Bursary' })).toBeVisible();
  await axeInBothLanguages(page, '申请经济资助');
  await page.getByRole('button', { name: 'Start financial aid application' }).click();

  await expect(h1(page, 'Your financial aid application')).toBeVisible();
  await expect(page.getByText('You have completed 0 of 6 sections.')).toBeVisible();
  await axeInBothLanguages(page, '您的经济资助申请');
  await page.getByRole('link', { name: 'Personal details' }).click();

  // Personal details.
  await expect(h1(page, 'Personal details')).toBeVisible();
  await page.getByRole('radio', { name: 'HDB 4-room flat' }).check();
  await page.getByRole('radio', { name: 'Owned by the family' }).check();
  await page.getByRole('radio', { name: 'Single' }).check();
  await page.getByLabel(/^Mobile number/).fill('91234567');
  await axeInBothLanguages(page, '个人资料');
  await saveAndContinue(page);

  // Financial details: a family of four, the household's figures worked out as they are typed.
  await expect(h1(page, 'Financial details')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Bursary (does not need to be repaid)' }).check();
  await page.getByRole('checkbox', { name: /^Tuition fee loan/ }).check();
  await page.getByLabel(/^Your own gross monthly income/).fill(FAMILY.applicantMonthlyIncome);
  for (const [index, member] of FAMILY.familyMembers.entries()) {
    await page.getByRole('button', { name: index === 0 ? 'Add a family member' : 'Add another family member' }).click();
    const record = page.getByRole('group', { name: `Family member ${index + 1}` });
    await record.getByLabel(/^Full name/).fill(member.name);
    await choose(record, /^Relationship to you/, member.relationship);
    await record.getByLabel(/^Age/).fill(member.age);
    await record.getByLabel(/^Occupation/).fill(member.occupation);
    await choose(record, /^Employment status/, member.employmentStatus);
    await record.getByLabel(/^Gross monthly income/).fill(member.grossMonthlyIncome);
  }
  const household = householdOf({ applicantMonthlyIncome: FAMILY.applicantMonthlyIncome, familyMembers: FAMILY.familyMembers.map((member) => ({ grossMonthlyIncome: member.grossMonthlyIncome })) });
  expect(household).toEqual({ size: 4, monthlyIncomeCents: 603_455, perCapitaIncomeCents: 150_864 });
  const figures = page.getByRole('region', { name: 'Your household' });
  await expect(figures).toContainText('4 people (you and 3 family members)');
  await expect(figures).toContainText(sgd(household.monthlyIncomeCents!));
  await expect(figures).toContainText(`${sgd(household.perCapitaIncomeCents!)} a month`);
  await axeInBothLanguages(page, '财务资料');
  await saveAndContinue(page);

  // Other financial details: no medical condition, no inheritance, nothing else received or owed.
  await expect(h1(page, 'Other financial details')).toBeVisible();
  await page.getByRole('radiogroup', { name: /medical condition/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('radiogroup', { name: /inheritance/ }).getByRole('radio', { name: 'No' }).check();
  await axeInBothLanguages(page, '其他财务资料');
  await saveAndContinue(page);

  // Awards and co-curricular activities: one award.
  await expect(h1(page, 'Awards and co-curricular activities')).toBeVisible();
  await page.getByRole('button', { name: 'Add an award' }).click();
  const award = page.getByRole('group', { name: 'Award 1' });
  await award.getByLabel(/^Name of the award/).fill('Edusave Certificate of Academic Achievement');
  await award.getByLabel(/^Year received/).fill('2025');
  await award.getByLabel(/^Amount/).fill('350');
  await axeInBothLanguages(page, '奖项及课外活动');
  await saveAndContinue(page);

  // Declarations, by keyboard only: Tab to each box, Space; Tab to Save and continue, Enter.
  await expect(h1(page, 'Declarations')).toBeVisible();
  await axeInBothLanguages(page, '声明');
  for (const declaration of [/is true, correct and complete/, /consent to the university verifying/, /read the privacy notice/, /if I give false information/]) {
    const box = page.getByRole('checkbox', { name: declaration });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
  await page.keyboard.press('Enter');

  // Upload documents: an income proof, as someone in the household earns.
  await expect(h1(page, 'Upload documents')).toBeVisible();
  await expect(page.getByText('at least one proof of income, because you or a family member has an income')).toBeVisible();
  await page.getByLabel('What is this document?').selectOption('INCOME_PROOF');
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: readFileSync(PDF) });
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByText('payslip.pdf has been uploaded.')).toBeVisible();
  await axeInBothLanguages(page, '上传文件');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(h1(page, 'Your financial aid application')).toBeVisible();
  await expect(page.getByText('You have completed 6 of 6 sections.')).toBeVisible();
  await page.getByRole('link', { name: 'Check your answers and submit' }).click();

  // Check your answers, then submit.
  await expect(h1(page, 'Check your answers')).toBeVisible();
  const financial = page.getByRole('region', { name: 'Financial details', exact: true });
  await expect(financial.getByText('LIM MEI HUA')).toBeVisible();
  await expect(financial).toContainText(`${sgd(household.perCapitaIncomeCents!)} a month`);
  await expect(page.getByRole('region', { name: 'Upload documents' }).getByText('payslip.pdf')).toBeVisible();
  await axeInBothLanguages(page, '核对您的回答');
  await page.getByRole('button', { name: 'Submit financial aid application' }).click();

  await expect(h1(page, 'Financial aid application submitted')).toBeVisible();
  const reference = (await page.getByText(/^FA-\d{4}-\d{6}$/).textContent())!.trim();
  await axeInBothLanguages(page, '经济资助申请已提交');
  expect((await server.mail.next(APPLICANT_EMAIL, SUBMITTED_SUBJECT, 0)).text).toContain(reference);

  // The financial aid officer, in a browser of their own, finds it in the console and asks for a proof of housing.
  const office = await staffBrowser(browser, ORIGIN, 'FINANCIAL_AID', '/office/financial-aid');
  await expect(h1(office, 'Financial aid applications')).toBeVisible();
  await axeInBothLanguages(office, '经济资助申请');
  await office.getByLabel(/^Reference, admission application number, name or e-mail/).fill(reference);
  await office.getByRole('button', { name: 'Search' }).click();
  await office.getByRole('link', { name: `Open ${reference}, ${DEMO_APPLICANT.name}` }).click();
  await expect(h1(office, `Financial aid application ${reference}`)).toBeVisible();
  await expect(office.getByText(`${sgd(household.perCapitaIncomeCents!)}`).first()).toBeVisible();
  await axeInBothLanguages(office, `经济资助申请 ${reference}`);
  await office.getByRole('link', { name: 'Request documents' }).click();
  await expect(h1(office, 'Request documents')).toBeVisible();
  const documentsDue = singaporeDayFromToday(14);
  await office.getByRole('checkbox', { name: 'Proof of housing' }).check();
  await office.getByLabel(/^Message to the applicant/).fill('Please send your latest property tax bill or tenancy agreement.');
  await office.getByLabel(/^Due by/).fill(documentsDue);
  await axeInBothLanguages(office, '要求补交文件');
  await office.getByRole('button', { name: 'Send the request' }).click();
  await expect(office.getByText('The request for documents has been sent to the applicant.')).toBeVisible();

  // The applicant sees it on the dashboard, uploads the document and sends it.
  await page.goto('/applicant');
  const documentsItem = dashboardItem(page, 'Send the documents the Office of Financial Aid asked for');
  await expect(documentsItem).toContainText(reference);
  await expect(documentsItem).toContainText(documentsDue);
  await documentsItem.getByRole('link', { name: 'Send the documents the Office of Financial Aid asked for' }).click();
  await expect(h1(page, 'Documents requested')).toBeVisible();
  await expect(page.getByText('Please send your latest property tax bill or tenancy agreement.')).toBeVisible();
  await page.getByLabel('What is this document?').selectOption('HOUSING_PROOF');
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'property-tax.pdf', mimeType: 'application/pdf', buffer: readFileSync(PDF) });
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByRole('link', { name: 'Download property-tax.pdf' })).toBeVisible();
  await axeInBothLanguages(page, '要求补交的文件');
  await page.getByRole('button', { name: 'Send documents' }).click();
  await expect(page.getByText('Your documents have been sent to the Office of Financial Aid.')).toBeVisible();

  // The officer offers a package: the donated bursary and the tuition fee loan.
  await office.reload();
  await expect(office.getByText('Documents sent', { exact: true })).toBeVisible();
  await office.getByRole('link', { name: 'Offer a package' }).click();
  await expect(h1(office, 'Offer a package')).toBeVisible();
  await office.getByRole('checkbox', { name: /^Donated Bursary \(DONATED_BURSARY\)/ }).check();
  await office.getByRole('checkbox', { name: /^Tuition Fee Loan \(TUITION_LOAN\)/ }).check();
  const replyDue = singaporeDayFromToday(21);
  await office.getByLabel(/^Reply due by/).fill(replyDue);
  await axeInBothLanguages(office, '提供资助配套');
  await office.getByRole('button', { name: 'Offer the package' }).click();
  await expect(office.getByText('The package has been offered to the applicant.')).toBeVisible();

  // The applicant answers from the dashboard: the bursary's two halves, one a semester.
  await page.goto('/applicant');
  const packageItem = dashboardItem(page, 'Reply to your financial aid package');
  await expect(packageItem).toContainText(replyDue);
  await packageItem.getByRole('link', { name: 'Reply to your financial aid package' }).click();
  await expect(h1(page, 'Financial aid package')).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').at(-2)!;
  const { dates } = (await (await page.request.get(`/api/financial-aid/applications/${id}/progress`)).json()) as { dates: { semesterOneDisbursementOn: string; semesterTwoDisbursementOn: string } };
  await expect(page.getByText(`${sgd(150_000)} on ${displayDay(dates.semesterOneDisbursementOn)}`)).toBeVisible();
  await expect(page.getByText(`${sgd(150_000)} on ${displayDay(dates.semesterTwoDisbursementOn)}`)).toBeVisible();
  await expect(page.getByText('Bursaries are paid in two halves, one each semester.')).toBeVisible();
  await axeInBothLanguages(page, '经济资助配套');
  await page.getByRole('radio', { name: 'Accept the package' }).check();
  await page.getByRole('checkbox', { name: 'Take the Donated Bursary' }).check();
  await page.getByRole('checkbox', { name: 'Take the Tuition Fee Loan' }).check();
  await page.getByLabel(/^Percentage of the subsidised tuition fee to borrow for the Tuition Fee Loan/).fill('60');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your reply' })).toBeFocused();
  await expect(page.getByText('Once you confirm, your reply is final. An acceptance cannot be reversed.')).toBeVisible();
  await expect(page.getByText('Tuition Fee Loan: 60%')).toBeVisible();
  await axeInBothLanguages(page, '经济资助配套');
  await page.getByRole('button', { name: 'Confirm my reply' }).click();
  await expect(page.getByText('You have accepted your financial aid package.')).toBeVisible();
  await axeInBothLanguages(page, '经济资助配套');
  await page.getByRole('link', { name: 'Give the details of your guarantor' }).click();

  // Guarantor Information: a company e-mail is refused, beside the field and in the summary.
  await expect(h1(page, 'Guarantor Information')).toBeVisible();
  await axeInBothLanguages(page, '担保人资料');
  const details = page.getByRole('form', { name: 'Guarantor details' });
  await details.getByLabel(/^Full name/).fill(GUARANTOR.name);
  await details.getByLabel(/^Identity document$/).selectOption('NRIC');
  await details.getByLabel(/^Identity document number/).fill('S7512345D');
  await details.getByLabel(/^Date of birth/).fill('27/03/1975');
  await choose(details, /^Nationality/, 'Singapore');
  await details.getByLabel(/^Relationship to you/).selectOption('PARENT');
  await details.getByLabel(/^Personal e-mail address/).fill(GUARANTOR.companyEmail);
  await details.getByLabel(/^Mobile number/).fill('98765432');
  await details.getByLabel(/^Block or house number and street/).fill('Blk 123 Ang Mo Kio Avenue 6');
  await details.getByLabel(/^Floor and unit number/).fill('#05-67');
  await details.getByLabel(/^Postal code/).fill('560123');
  await details.getByLabel(/^Occupation/).fill('Technician');
  await details.getByLabel(/^Employer/).fill('Precision Engineering Pte Ltd');
  await details.getByLabel(/^Gross monthly income/).fill('4800.00');
  await details.getByRole('checkbox', { name: 'The guarantor is not an undischarged bankrupt' }).check();
  await details.getByRole('button', { name: 'Continue' }).click();
  const rule = "A guarantor's e-mail must be a personal address (for example Gmail, Outlook, Yahoo or iCloud), not a company or institutional address";
  await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link', { name: rule })).toBeVisible();
  await expect(details.getByLabel(/^Personal e-mail address/)).toHaveAccessibleDescription(new RegExp(rule.replace(/[()]/g, '\\$&')));
  await axeInBothLanguages(page, '担保人资料');
  await details.getByLabel(/^Personal e-mail address/).fill(GUARANTOR.personalEmail);
  await details.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(page, 'Check your guarantor information')).toBeVisible();
  await expect(page.getByText(GUARANTOR.personalEmail)).toBeVisible();
  await axeInBothLanguages(page, '核对您的担保人资料');
  await page.getByRole('button', { name: 'Submit and e-mail the guarantor' }).click();
  await expect(page.getByText(`We have e-mailed ${GUARANTOR.name} at ${GUARANTOR.personalEmail} a link to confirm as your guarantor.`)).toBeVisible();
  await expect(page.getByText('Waiting for the guarantor to confirm')).toBeVisible();
  await axeInBothLanguages(page, '担保人资料');

  // The guarantor, with no account, confirms from the e-mailed link by keyboard, typing their name.
  const link = linkIn(await server.mail.next(GUARANTOR.personalEmail, INVITE_SUBJECT, 0), '/guarantor');
  expect(link).toMatch(/^\/guarantor\?token=/);
  const guarantorContext = await browser.newContext({ baseURL: ORIGIN });
  const guarantor = await guarantorContext.newPage();
  await guarantor.goto(link);
  await expect(h1(guarantor, 'Confirm as guarantor for a financial aid loan')).toBeVisible();
  await expect(guarantor.getByRole('cell', { name: '60% of the subsidised tuition fee' })).toBeVisible();
  await axeInBothLanguages(guarantor, '确认担任助学贷款担保人');
  for (const declaration of [/My details above are true/, /I have read the loans/, /I agree to stand as guarantor/]) {
    const box = guarantor.getByRole('checkbox', { name: declaration });
    await tabTo(guarantor, box);
    await guarantor.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(guarantor, guarantor.getByLabel(/^Your full name/));
  await guarantor.keyboard.type(GUARANTOR.name);
  await tabTo(guarantor, guarantor.getByRole('button', { name: 'Confirm as guarantor' }));
  await guarantor.keyboard.press('Enter');
  await expect(guarantor.getByRole('heading', { name: 'Thank you: you have confirmed as guarantor' })).toBeVisible();
  await axeInBothLanguages(guarantor, '确认担任助学贷款担保人');
  // The link works once.
  await guarantor.goto(link);
  await expect(guarantor.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
  await expect(guarantor.getByRole('button', { name: 'Confirm as guarantor' })).toHaveCount(0);
  await guarantorContext.close();

  // The applicant's guarantor is confirmed, and the application's history shows every step.
  await page.reload();
  await expect(page.getByText('Confirmed by the guarantor')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your financial aid application' }).click();
  await expect(h1(page, 'Your financial aid application')).toBeVisible();
  await axeInBothLanguages(page, '您的经济资助申请');
  await expect(page.getByRole('link', { name: 'Download a copy in English (PDF)' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Application history' });
  for (const step of [
    `Financial aid application started for admission application ${DEMO_APPLICANT.applicationNumber}`,
    `Financial aid application submitted (reference ${reference})`,
    `The Office of Financial Aid asked for documents (proof of housing) by ${documentsDue}`,
    'Requested documents sent (number of files: 1)',
    `Financial aid package offered: reply by ${replyDue}`,
    'Financial aid package accepted',
    'Guarantor invited to confirm',
    'Guarantor confirmed',
  ]) {
    await expect(history.getByText(step)).toBeVisible();
  }
  // One acknowledgement of the submission, however many e-mails came after it.
  expect(server.mail.find(APPLICANT_EMAIL, SUBMITTED_SUBJECT)).toHaveLength(1);
  await office.context().close();
});
