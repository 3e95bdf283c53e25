import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { axeViolations } from './axe.js';
import { DEMO, expect, signInViaApi, test } from './fixtures.js';

const HEADER = [
  'Employee ID',
  'Name',
  'Email',
  'Phone',
  'Department',
  'Role',
  'Designation',
  'Salary',
  'Joining Date',
  'Date of Birth',
  'Gender',
  'Marital Status',
];

async function workbookOf(rows: (string | number | Date)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Employees');
  for (const row of [HEADER, ...rows]) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('HR imports a spreadsheet with one bad row, downloads the error report, fixes it, imports everyone and finds them; a newcomer sets their password from the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInViaApi(page, DEMO.admin);
  const departments = (await (await page.request.get('/api/department/getAllDep?limit=5')).json()).result as {
    dep_name: string;
  }[];
  const department = departments[0]!.dep_name;
  const run = Date.now().toString().slice(-7);
  const year = new Date().getFullYear();
  const person = (n: number, born: number) => [
    `IMP-${run}-${n}`,
    `Imported Newcomer ${run} ${n}`,
    `newcomer.${run}.${n}@example.com`,
    `0188${run}${n}`,
    department,
    'Employee',
    'Data Analyst',
    45000,
    '',
    new Date(Date.UTC(born, 4, 20)),
    'Female',
    'Single',
  ];

  await page.goto('/admin-dashboard/employee');
  await page.getByRole('button', { name: 'Import employees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import employees' });
  await expect(dialog.getByRole('link', { name: 'Excel' })).toHaveAttribute('href', /template\?format=xlsx/);

  // Row 3 is 17 years old: Add Employee's own rule and message.
  const file = await workbookOf([person(1, year - 30), person(2, year - 17), person(3, year - 41)]);
  await dialog
    .getByLabel('Employees file')
    .setInputFiles({ name: 'people.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await expect(dialog).toContainText('One row has an error.');
  const bad = dialog.getByRole('row').filter({ hasText: 'Row 3' });
  await expect(bad).toContainText('Employee must be between 18 and 65 years old.');
  await expect(dialog.getByRole('row').filter({ hasText: 'Row 2' })).toContainText('OK');
  await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // The report: the file's rows with an Error column.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the error report (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('people - errors.csv');
  const report = await readFile((await download.path())!, 'utf8');
  expect(report).toContain('Employee ID,Name,Email,Phone,Department,Role,Designation,Salary');
  expect(report.split('\n').find((line) => line.includes(`IMP-${run}-2`))).toContain(
    'Employee must be between 18 and 65 years old.',
  );

  // Fixed in the report itself, which imports as it is (its Error column is left alone).
  const fixed = report.replace(`${year - 17}-05-20`, `${year - 27}-05-20`);
  await dialog
    .getByLabel('Employees file')
    .setInputFiles({ name: 'people - errors.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await expect(dialog).toContainText('All 3 people in the file can be imported.');
  await expect(dialog).toContainText('shown to you once');
  await dialog.getByRole('button', { name: 'Import 3 employees' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '3 employees imported.' })).toBeVisible();

  // No mail is set up here: the links, this once.
  const links = page.getByRole('dialog', { name: 'Set-password links' });
  await expect(links).toContainText('Shown only this once');
  await expect(links.getByRole('row')).toHaveCount(4);
  await links.getByRole('button', { name: `Copy the link of Imported Newcomer ${run} 2` }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/set-password\?token=/);
  expect(await axeViolations(page)).toEqual([]);
  await links.getByRole('button', { name: 'Done' }).click();
  await expect(links).toBeHidden();

  await page.getByRole('searchbox').fill(`Imported Newcomer ${run}`);
  await expect(page.getByRole('row').filter({ hasText: `IMP-${run}-` })).toHaveCount(3);
  await expect(page.getByRole('row').filter({ hasText: `IMP-${run}-2` })).toContainText(department);

  // The newcomer opens their link, sets a password and signs in with it.
  await context.clearCookies();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Newcomer@2468');
  await page.getByLabel('Confirm password', { exact: true }).fill('Newcomer@2468');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Your password is set.' })).toBeVisible();
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(`newcomer.${run}.2@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Newcomer@2468');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/employee-dashboard');
});
