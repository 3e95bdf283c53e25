import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Download, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { DEMO, expect, signInViaApi, test } from './fixtures.js';

/*
 * Payslip PDFs (issue 16): the employee downloads their own from their salary screen; HR downloads
 * a department's month as one ZIP. The PDFs are read back with poppler's pdftotext, as in the API
 * tests: the test fails, never skips, without it.
 */
const run = promisify(execFile);

async function pdfText(path: string): Promise<string> {
  try {
    return (await run('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'])).stdout.replace(/\s+/g, ' ');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is needed to read the payslip back: apt-get install -y poppler-utils');
    }
    throw error;
  }
}

async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(await download.failure()).toBeNull();
  return download;
}

/** The newest salary record of a person, as HR's list has it (newest pay date first). */
async function newestSalaryOf(page: Page, name: string) {
  const response = await page.request.get(
    `/api/salary/getAllSalaries?page=1&limit=1&search=${encodeURIComponent(name)}`,
  );
  const { result } = (await response.json()) as { result: { payDate: string; netSalary: number }[] };
  return result[0]!;
}

test('an employee downloads their payslip from their salary screen: a PDF with their name and figures', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.employee);
  await page.goto('/employee-dashboard/salary-history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salaries');
  const newest = page.getByRole('row').nth(1);
  const net = (await newest.getByRole('cell').nth(4).innerText()).trim();
  const link = newest.getByRole('link', { name: /^Download payslip of Nadia Islam for / });
  await expect(link).toBeVisible();

  const download = await downloadFrom(page, () => link.click());
  expect(download.suggestedFilename()).toMatch(/^Payslip_\d{4}-\d{2}_[^_]+_Nadia-Islam\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(await download.path());
  expect(text).toContain('Nadia Islam');
  expect(text).toContain('Engineering');
  expect(text).toContain('Full-stack Developer');
  // The net the list shows ('₹84,150.00') is the net on the slip, and said in words.
  expect(text).toContain(`Net pay Total earnings − total deductions ${net}`);
  expect(text).toMatch(/Rupees( and [A-Za-z -]+ Paise)? Only/);
});

test('HR downloads a department’s payslips of a month as one ZIP; a month without any says so', async ({ page }) => {
  await signInViaApi(page, DEMO.moderator);
  const newest = await newestSalaryOf(page, 'Nadia Islam');
  const month = newest.payDate.slice(0, 7);
  const label = new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await page.goto('/moderator-dashboard/salary');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Salaries');
  await page.getByRole('button', { name: 'Download payslips (ZIP)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download payslips (ZIP)' });
  await expect(dialog.getByText('Choose a department, or everyone.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download ZIP' })).toBeDisabled();

  // A month still to come has no payslips yet: the dialog says so before anything downloads.
  const options = await dialog.getByLabel('Month').locator('option').allTextContents();
  await dialog.getByLabel('Month').selectOption({ label: options[0]! });
  await dialog.getByLabel('Department').selectOption({ label: 'Engineering' });
  await expect(dialog.getByText(`No payslips for Engineering in ${options[0]}.`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download ZIP' })).toBeDisabled();

  await dialog.getByLabel('Month').selectOption(month);
  const summary = dialog.getByText(new RegExp(`^\\d+ payslips? of Engineering for ${label}\\.$`));
  await expect(summary).toBeVisible();
  const count = Number((await summary.innerText()).split(' ')[0]);
  expect(count).toBeGreaterThan(1);

  const download = await downloadFrom(page, () => dialog.getByRole('link', { name: 'Download ZIP' }).click());
  expect(download.suggestedFilename()).toBe(`Payslips_${month}_Engineering.zip`);
  const files = unzipSync(await readFile(await download.path()));
  const names = Object.keys(files);
  expect(names).toHaveLength(count);
  expect(names.every((name) => name.endsWith('.pdf'))).toBe(true);
  expect(names.some((name) => name.endsWith('_Nadia-Islam.pdf'))).toBe(true);
  expect(names.some((name) => name.endsWith('_Imran-Hossain.pdf'))).toBe(true); // Engineering's manager
  expect(names.some((name) => name.includes('Farhan-Ahmed'))).toBe(false); // HR
  for (const bytes of Object.values(files)) expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

  // Everyone's payslips of the month, whatever their department (issue 29: there was no such choice).
  await dialog.getByLabel('Department').selectOption({ label: 'Everyone (all departments)' });
  const all = dialog.getByText(new RegExp(`^\\d+ payslips? of everyone for ${label}\\.$`));
  await expect(all).toBeVisible();
  const everyone = Number((await all.innerText()).split(' ')[0]);
  // At least Engineering's: the newest month may be one a payroll journey paid Engineering alone
  // (the API test counts other departments in; payslips.test.ts).
  expect(everyone).toBeGreaterThanOrEqual(count);
  await page.screenshot({ path: test.info().outputPath('payslips-zip-everyone.png') });
  const allZip = await downloadFrom(page, () => dialog.getByRole('link', { name: 'Download ZIP' }).click());
  expect(allZip.suggestedFilename()).toBe(`Payslips_${month}_Everyone.zip`);
  const allNames = Object.keys(unzipSync(await readFile(await allZip.path())));
  expect(allNames).toHaveLength(everyone);
  expect(allNames.some((name) => name.endsWith('_Nadia-Islam.pdf'))).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // One person's payslip, from the list: HR may download anyone's.
  await page.getByPlaceholder('Search by name or employee ID').fill('Lucas Moreau');
  const lucas = page.getByRole('link', { name: /^Download payslip of Lucas Moreau for / }).first();
  const single = await downloadFrom(page, () => lucas.click());
  expect(single.suggestedFilename()).toMatch(/^Payslip_\d{4}-\d{2}_[^_]+_Lucas-Moreau\.pdf$/);
  expect(await pdfText(await single.path())).toContain('Lucas Moreau');
});
