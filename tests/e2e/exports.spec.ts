import { mkdir, readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { axeViolations } from './axe.js';
import { DEMO, expect, signInViaApi, switchTo, test } from './fixtures.js';

/*
 * Exports (issue 16): every list screen has 'Export' with 'Download CSV' and 'Download Excel';
 * the file holds the rows of the list as filtered and sorted, and only what the person may see.
 * EXPORT_SHOTS=dir keeps screenshots of the open menu, desktop and phone, light and dark.
 */
test.describe.configure({ timeout: 90_000 });
const SHOTS = process.env.EXPORT_SHOTS;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/${name}-${size.width}-${dark ? 'dark' : 'light'}.png` });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize(DESKTOP);
}

/** Opens the screen's Export menu and downloads one format. */
async function download(page: Page, format: 'Download CSV' | 'Download Excel', menu = 'Export'): Promise<Download> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: format }).click()]);
  await expect(page.getByRole('link', { name: format })).toHaveCount(0);
  return file;
}

/** A CSV download's rows (header first); no field of these lists holds a comma or a quote. */
async function csvRows(file: Download): Promise<string[][]> {
  const text = await readFile(await file.path(), 'utf8');
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

/** An Excel download's rows (header first), each cell as text. */
async function xlsxRows(file: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.getRow(1).cellCount; column += 1) {
      const value = row.getCell(column).value;
      cells.push(value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? ''));
    }
    rows.push(cells);
  });
  return rows;
}

/** The text of one column of a screen's table, row by row. */
async function tableColumn(page: Page, caption: string, index: number) {
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.locator(`td:nth-child(${index})`).allInnerTexts();
}

const today = /\d{4}-\d{2}-\d{2}/.source;

test('a manager exports their team as CSV and as Excel, from the keyboard as well', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page, DEMO.manager);
  await page.goto('/manager-dashboard/employees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employees');
  const ids = (await tableColumn(page, 'Active employees', 2)).map((text) => text.trim());
  const names = (await tableColumn(page, 'Active employees', 3)).map((text) => text.trim());
  expect(ids.length).toBeGreaterThan(1);

  // The menu opens from the keyboard on its first choice; Escape closes it and gives focus back.
  const button = page.getByRole('button', { name: 'Export', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: /Export/ });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Download Excel' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'team-export-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  const csv = await download(page, 'Download CSV');
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^Team_${today}\\.csv$`));
  const csvFile = await csvRows(csv);
  expect(csvFile[0]).toEqual(['Employee ID', 'Name', 'Email', 'Phone', 'Designation']);
  expect(csvFile.slice(1).map((row) => row[0])).toEqual(ids);
  expect(csvFile.slice(1).map((row) => row[1])).toEqual(names);

  const excel = await download(page, 'Download Excel');
  expect(excel.suggestedFilename()).toMatch(new RegExp(`^Team_${today}\\.xlsx$`));
  expect(await xlsxRows(excel)).toEqual(csvFile);

  // Every person in the file is one of the manager's own department.
  const everyone = await page.request.get('/api/export/employees?format=csv');
  const lines = (await everyone.text()).trim().split('\r\n').slice(1);
  expect(lines.length).toBeGreaterThanOrEqual(ids.length);
  expect(lines.every((line) => line.split(',')[5] === 'Engineering')).toBe(true);
});

test('the admin exports a searched, sorted employee list; HR exports the approved leaves', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard/employee');
  const searched = page.waitForResponse((r) => new URL(r.url()).searchParams.get('search') === 'Sales');
  await page.getByPlaceholder('Search By Name, ID, Role, or Department').fill('Sales');
  await searched;
  const header = page.getByRole('columnheader', { name: 'Emp_Id' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const sorted = page.waitForResponse((r) => new URL(r.url()).searchParams.get('sort') === 'employeeId:desc');
  await header.getByRole('button').click();
  await sorted;
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/q=Sales/);
  const ids = (await tableColumn(page, 'Employees', 2)).map((text) => text.trim());
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await shoot(page, 'employees-export-menu');
  await page.keyboard.press('Escape');

  const excel = await download(page, 'Download Excel');
  expect(excel.suggestedFilename()).toMatch(new RegExp(`^Employees_${today}\\.xlsx$`));
  const rows = await xlsxRows(excel);
  expect(rows[0]!.slice(0, 6)).toEqual(['Employee ID', 'Name', 'Email', 'Phone', 'Role', 'Department']);
  expect(rows.slice(1).map((row) => row[0])).toEqual(ids);
  expect(rows.slice(1).every((row) => row[5] === 'Sales')).toBe(true);

  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard/approve-leaves');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Leaves');
  const shown = (await tableColumn(page, 'Approved leave requests', 1)).map((text) => text.trim());
  const excelLeaves = await download(page, 'Download Excel');
  expect(excelLeaves.suggestedFilename()).toMatch(new RegExp(`^Leaves_${today}\\.xlsx$`));
  const leaves = await xlsxRows(excelLeaves);
  const status = leaves[0]!.indexOf('Status');
  expect(leaves.length - 1).toBeGreaterThanOrEqual(shown.length);
  expect(leaves.slice(1, shown.length + 1).map((row) => row[0])).toEqual(shown);
  expect(leaves.slice(1).every((row) => row[status]!.startsWith('Approved'))).toBe(true);
});
