import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Download, Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, switchTo, test } from './fixtures.js';

/*
 * The yearly tax statement (issue 29, item 5): an employee downloads theirs from My Payslips, an HR
 * officer downloads someone's from that person's salaries. The PDFs are read back with poppler's
 * pdftotext; the year's total is the sum of the person's payslips of the fiscal year as the salary
 * list has them.
 */
const run = promisify(execFile);
const SHOTS = '/work/shots/taxstmt';

async function pdfText(path: string): Promise<string> {
  try {
    return (await run('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'])).stdout.replace(/\s+/g, ' ');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is needed to read the statement back: apt-get install -y poppler-utils');
    }
    throw error;
  }
}

async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(await download.failure()).toBeNull();
  return download;
}

const rupees = (cents: number) =>
  `₹${(cents / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Salary {
  payDate: string;
  basicSalary: number;
  allowance: number;
}

/** The fiscal year (from July, the shipped setting) of a pay date, by its first calendar year. */
const fiscalYearOf = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
};
const labelOf = (year: number) => `${year}–${String((year + 1) % 100).padStart(2, '0')}`;

/** The newest fiscal year of someone's payslips, how many, and their gross earnings in cents. */
async function newestYear(page: Page, userId: string) {
  const response = await page.request.get(`/api/salary/getSalary/${userId}`);
  const salaries = ((await response.json()) as { result: Salary[] }).result;
  const year = Math.max(...salaries.map((salary) => fiscalYearOf(salary.payDate)));
  const inYear = salaries.filter((salary) => fiscalYearOf(salary.payDate) === year);
  const gross = inYear.reduce(
    (sum, salary) => sum + Math.round(salary.basicSalary * 100) + Math.round(salary.allowance * 100),
    0,
  );
  return { year, label: labelOf(year), count: inYear.length, gross };
}

async function sessionUserId(page: Page) {
  const session = (await (await page.request.get('/api/user/session')).json()) as { user: { _id: string } };
  return session.user._id;
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test('an employee downloads their tax statement from My Payslips', async ({ page }) => {
  await signInViaApi(page, DEMO.employee);
  const expected = await newestYear(page, await sessionUserId(page));
  await page.goto('/employee-dashboard/salary-history');
  const card = page.getByRole('region', { name: 'Tax statement' });
  const year = card.getByLabel('Fiscal year');
  await expect(year).toBeVisible();
  // The newest fiscal year is chosen first, with how many payslips it holds.
  await expect(year.locator('option:checked')).toHaveText(
    `${expected.label} (July ${expected.year} – June ${expected.year + 1})`,
  );
  await expect(card).toContainText(
    `${expected.count === 1 ? '1 payslip' : `${expected.count} payslips`} posted in ${expected.label}.`,
  );
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/my-payslips-desktop.png` });

  const download = await downloadFrom(page, () => card.getByRole('button', { name: 'Download tax statement' }).click());
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^Tax-statement_${expected.year}-\\d\\d_[^_]+_Nadia-Islam\\.pdf$`),
  );
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(await download.path());
  expect(text).toContain('TAX STATEMENT');
  expect(text).toContain(`Fiscal year ${expected.label}`);
  expect(text).toContain('Nadia Islam');
  expect(text).toContain('Engineering');
  expect(text).toMatch(new RegExp(`Total for the year ${rupees(expected.gross).replace(/[.]/g, '\\.')} `));
  expect(text).toContain('configured settings for the fiscal year');

  // On a phone the card stacks: the year above the button, both full width.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(card.getByRole('button', { name: 'Download tax statement' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/my-payslips-phone.png` });
  // Keyboard: the year and the button are reached and used with the keyboard alone.
  await year.focus();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Download tax statement' })).toBeFocused();
  const again = await downloadFrom(page, () => page.keyboard.press('Enter'));
  expect(again.suggestedFilename()).toBe(download.suggestedFilename());
});

test('an HR officer downloads someone’s tax statement from their salaries', async ({ page }) => {
  await signInViaApi(page, DEMO.employee);
  const nadia = await sessionUserId(page);
  const expected = await newestYear(page, nadia);
  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Salary' }).click();
  await page.getByRole('combobox', { name: 'Salary structure of' }).fill('Nadia Islam');
  await page.getByRole('option', { name: /Nadia Islam/ }).click();
  await expect(page.getByRole('heading', { name: 'Salaries of Nadia Islam' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Tax statement' });
  await expect(card).toContainText('Nadia Islam’s payslips of a fiscal year');
  const year = card.getByLabel('Fiscal year');
  await expect(year.locator('option:checked')).toContainText(expected.label);
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/hr-person-desktop.png` });

  const download = await downloadFrom(page, () => card.getByRole('button', { name: 'Download tax statement' }).click());
  expect(download.suggestedFilename()).toMatch(/_Nadia-Islam\.pdf$/);
  const text = await pdfText(await download.path());
  expect(text).toContain('Nadia Islam');
  expect(text).toContain(`Fiscal year ${expected.label}`);
  expect(text).toMatch(new RegExp(`Total for the year ${rupees(expected.gross).replace(/[.]/g, '\\.')} `));
  await run('cp', [await download.path(), `${SHOTS}/statement.pdf`]);

  await page.setViewportSize({ width: 390, height: 844 });
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/hr-person-phone.png` });

  // The HR officer's own statement needs their own payslips: they have an employee record.
  const own = await page.request.get('/api/salary/tax-statement/years');
  expect(own.status()).toBe(200);
});

test('the tax statement card says when nothing is posted yet, and offers to try again when it cannot load', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/tax-statement\/years|status of 503/);
  await signInViaApi(page, DEMO.employee);
  await page.setViewportSize({ width: 390, height: 844 });
  const years = '**/api/salary/tax-statement/years*';
  // Someone without a posted payslip: the card says so and offers no download.
  await page.route(years, (route) => route.fulfill({ json: { success: true, fiscalStartMonth: 7, result: [] } }));
  await page.goto('/employee-dashboard/salary-history');
  const card = page.getByRole('region', { name: 'Tax statement' });
  await expect(card).toContainText('No payslips have been posted yet, so there is no tax statement to download.');
  await expect(card.getByRole('button', { name: 'Download tax statement' })).toHaveCount(0);
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/empty-phone.png` });

  // The years cannot be read: the server's message and 'Try again', which loads them once it can.
  await page.unroute(years);
  let failing = true;
  await page.route(years, (route) =>
    failing
      ? route.fulfill({
          status: 503,
          json: { success: false, error: 'The database is unavailable.', message: 'The database is unavailable.' },
        })
      : route.continue(),
  );
  await page.reload();
  await expect(card.getByRole('alert')).toContainText('The database is unavailable.', { timeout: 15_000 });
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/error-phone.png` });
  failing = false;
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByLabel('Fiscal year')).toBeVisible();
});
