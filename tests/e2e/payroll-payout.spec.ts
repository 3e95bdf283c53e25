import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, expect, signInViaApi, switchTo, test } from './fixtures.js';

/*
 * What leaves payroll (issue 29, item 5): HR posts a month for Marketing, enters the one missing
 * bank account, downloads the bank file and the register, reads the journal, mails the payslips,
 * and the admin finds them in Outgoing Mail with their PDF attached.
 * PAYOUT_SHOTS=dir keeps desktop and phone screenshots.
 */
test.describe.configure({ timeout: 120_000 });
const SHOTS = process.env.PAYOUT_SHOTS;
const month = new Date().toISOString().slice(0, 7);
const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Toasts gone (the mouse off them: a hovered toast stays), so none covers a button of the panel. */
async function settleToasts(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('HR posts a month, downloads the bank file and the register, and mails the payslips', async ({ page }) => {
  await signInViaApi(page, DEMO.moderator);
  await page.goto('/moderator-dashboard');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Payroll' }).click();
  await expect(page.getByRole('region', { name: 'Bank file and mailed payslips' })).toBeVisible();
  await shoot(page, 'payroll-settings');

  await page.getByRole('button', { name: 'New payroll run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payroll run' });
  await dialog.getByLabel('Month').fill(month);
  await dialog.getByLabel('Everyone working here').uncheck();
  await dialog.getByLabel('Marketing').check();
  await dialog.getByRole('button', { name: 'Make draft' }).click();
  await expect(toast(page, `Draft payroll for ${monthName} made`)).toBeVisible();
  // A draft sends nothing out.
  await expect(page.getByRole('region', { name: 'Payout' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Review and post' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Post payroll' }).click();
  await expect(toast(page, /Payroll posted: \d+ payslips/)).toBeVisible();
  await settleToasts(page);

  // Mehedi Hasan has no bank details: named, and the bank file waits for them.
  const payout = page.getByRole('region', { name: 'Payout' });
  await expect(payout.getByText(/^Mehedi Hasan \(EMP-/)).toBeVisible();
  await expect(payout.getByRole('button', { name: 'Download bank file' })).toBeDisabled();
  await shoot(page, 'payout-missing');
  await payout.getByRole('button', { name: 'Enter bank details of Mehedi Hasan' }).click();
  const bank = page.getByRole('dialog', { name: /^Bank details — Mehedi Hasan/ });
  await bank.getByLabel('Bank').fill('Prime Bank');
  await bank.getByLabel('Branch routing code').fill('170275');
  await bank.getByLabel('Account number').fill('12/34');
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await expect(bank.getByText('An account number is 4 to 34 letters or digits')).toBeVisible();
  await bank.getByLabel('Account number').fill('2101 5566 7788');
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await expect(toast(page, 'Mehedi Hasan: bank details saved.')).toBeVisible();
  await expect(payout.getByText(/^Mehedi Hasan \(EMP-/)).toHaveCount(0);
  await settleToasts(page);

  // The bank file: a header and one line per person paid, Mehedi's account among them.
  const [bankFile] = await Promise.all([
    page.waitForEvent('download'),
    payout.getByRole('link', { name: 'Download bank file' }).click(),
  ]);
  expect(bankFile.suggestedFilename()).toBe(`Bank_transfer_${month}.csv`);
  const lines = (await readFile((await bankFile.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Employee ID,Account name,Account number,Routing code,Bank,Amount,Pay date,Reference');
  expect(lines.find((line) => line.includes('210155667788'))).toContain('Prime Bank');
  const people = Number(/(\d+) people paid/.exec(await payout.innerText())![1]);
  expect(lines).toHaveLength(people + 1);

  // The register: one row per person and a totals row; the journal sheet balances.
  const [register] = await Promise.all([
    page.waitForEvent('download'),
    payout.getByRole('link', { name: 'Download register' }).click(),
  ]);
  expect(register.suggestedFilename()).toBe(`Payroll_register_${month}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await register.path())!);
  expect(book.getWorksheet('Register')!.rowCount).toBe(people + 2);
  const journalTotal = book.getWorksheet('Journal')!.getRow(6).values as unknown[];
  expect(journalTotal[3]).toBe(journalTotal[4]);

  // The journal on the page: debits equal credits.
  const total = payout.getByRole('row').filter({ hasText: 'Total' });
  const [debit, credit] = await total
    .getByRole('cell')
    .allInnerTexts()
    .then((cells) => cells.slice(-2));
  expect(debit).toBe(credit);

  // Mail the payslips: the dialog says how many; a second mailing sends nothing unless asked.
  await payout.getByRole('button', { name: 'Mail payslips' }).click();
  const confirm = page.getByRole('dialog', { name: `Mail ${people} payslips for ${monthName}?` });
  await expect(confirm).toContainText('payslip PDF attached');
  await confirm.getByRole('button', { name: `Mail ${people} payslips` }).click();
  await expect(toast(page, `${people} payslips queued for mail.`)).toBeVisible();
  await expect(payout.getByText(`${people} of ${people} payslips mailed`)).toBeVisible();
  await settleToasts(page);
  await payout.getByRole('button', { name: 'Mail payslips' }).click();
  await expect(page.getByRole('dialog', { name: `Mail 0 payslips for ${monthName}?` })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await shoot(page, 'payout-run');

  // The admin's Outgoing Mail shows each payslip mail with its PDF.
  await switchTo(page, DEMO.admin);
  await page.goto('/admin-dashboard/mail');
  const mail = page.getByRole('row').filter({ hasText: /Payslip_.*_Mehedi-Hasan\.pdf/ });
  await expect(mail).toContainText(`your payslip for ${monthName}`);
  await shoot(page, 'outgoing-mail');
});
