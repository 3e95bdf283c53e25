import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.js';
import { DEMO, expect, shortDate, signInViaApi, test } from './fixtures.js';

/*
 * The admin's Work Week & Holidays screen (issue 14). Holidays go into a year four years ahead,
 * beyond every leave another journey books; the work week is left as the demo has it.
 */
const YEAR = new Date().getUTCFullYear() + 4;
// Screenshots, when asked for, take their time: light and dark, desktop and phone.
test.describe.configure({ timeout: 90_000 });
const SHOTS = process.env.CALENDAR_SHOTS;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const holidayRows = (page: Page) =>
  page.getByRole('region', { name: `Public holidays in ${YEAR}` }).locator('tbody tr');

/** Screenshots of the screen for a person to look at (CALENDAR_SHOTS=dir), light and dark. */
async function shoot(page: Page, name: string, sizes = [DESKTOP, PHONE]) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      // Colours change with a short transition: let it end.
      await page.waitForTimeout(300);
      const file = `${SHOTS}/${name}-${size.width}-${dark ? 'dark' : 'light'}.png`;
      await page.screenshot({ path: file, fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize(DESKTOP);
}

async function openScreen(page: Page) {
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page, DEMO.admin);
  await page.goto('/admin-dashboard');
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Work Week & Holidays' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work Week & Holidays');
  await page.getByLabel('Year').selectOption(String(YEAR));
  await expect(page).toHaveURL(new RegExp(`year=${YEAR}`));
}

test('the admin sets the work week and adds a holiday', async ({ page, consoleGuard }) => {
  // The second holiday on a day is answered 409, and the browser logs that answer.
  consoleGuard.allow(/\/api\/calendar\/holidays$/);
  await openScreen(page);
  const week = page.getByRole('group', { name: 'Working days' });
  // The demo runs in Asia/Dhaka: Friday and Saturday are the weekend.
  await expect(week.getByLabel('Sunday')).toBeChecked();
  await expect(week.getByLabel('Friday')).not.toBeChecked();
  await expect(page.getByText('Weekend: Friday, Saturday')).toBeVisible();

  // With the keyboard: Thursday becomes a weekend day, then a working day again.
  await week.getByLabel('Thursday').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Weekend: Thursday, Friday, Saturday')).toBeVisible();
  await page.getByRole('button', { name: 'Save work week' }).click();
  await expect(toast(page, 'Work week saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Working days' }).getByLabel('Thursday')).not.toBeChecked();
  await page.getByRole('group', { name: 'Working days' }).getByLabel('Thursday').check();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/calendar/work-week') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save work week' }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Working days' }).getByLabel('Thursday')).toBeChecked();
  await expect(page.getByText('Weekend: Friday, Saturday')).toBeVisible();

  await expect(page.getByText(`No holidays in ${YEAR} yet.`)).toBeVisible();
  await page.getByRole('button', { name: 'Add holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add holiday' });
  await dialog.getByRole('button', { name: 'Add holiday' }).click();
  await expect(dialog.getByText('Select the day of the holiday.')).toBeVisible();
  await dialog.getByLabel('Day').fill(`${YEAR}-12-16`);
  await dialog.getByLabel('Name').fill('Victory Day');
  await dialog.getByRole('button', { name: 'Add holiday' }).click();
  await expect(toast(page, 'Holiday added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(holidayRows(page)).toHaveCount(1);
  await expect(holidayRows(page).first()).toContainText(shortDate(`${YEAR}-12-16`));
  await expect(holidayRows(page).first()).toContainText('Victory Day');

  // A second holiday on the same day is refused on the Day field.
  await page.getByRole('button', { name: 'Add holiday' }).click();
  await dialog.getByLabel('Day').fill(`${YEAR}-12-16`);
  await dialog.getByLabel('Name').fill('Another');
  await dialog.getByRole('button', { name: 'Add holiday' }).click();
  await expect(dialog.getByText(`There is already a holiday on ${YEAR}-12-16: Victory Day.`)).toBeVisible();
  await expect(dialog.getByLabel('Day')).toBeFocused();
  await shoot(page, 'add-holiday-refused', [DESKTOP]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Edit Victory Day' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit holiday' });
  await edit.getByLabel('Name').fill('Victory Day (Bijoy Dibos)');
  await edit.getByRole('button', { name: 'Save holiday' }).click();
  await expect(toast(page, 'Holiday updated successfully')).toBeVisible();
  await expect(holidayRows(page).first()).toContainText('Victory Day (Bijoy Dibos)');

  await page.getByRole('button', { name: 'Delete Victory Day (Bijoy Dibos)' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(toast(page, 'Holiday deleted successfully')).toBeVisible();
  await expect(page.getByText(`No holidays in ${YEAR} yet.`)).toBeVisible();
  await shoot(page, 'empty-year');
});

const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//EMS Panel//E2E//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const allDay = (uid: string, start: string, end: string, name: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:${start}\r\nDTEND;VALUE=DATE:${end}\r\nSUMMARY:${name}\r\nEND:VEVENT`;

function holidayFile(meeting: boolean) {
  const y = String(YEAR);
  const events = [
    allDay('lang', `${y}0221`, `${y}0222`, 'Language Martyrs’ Day'),
    allDay('ind', `${y}0326`, `${y}0327`, 'Independence Day'),
    allDay('eid', `${y}0310`, `${y}0313`, 'Eid ul-Fitr'),
    `BEGIN:VEVENT\r\nUID:may\r\nDTSTART;VALUE=DATE:20200501\r\nRRULE:FREQ=YEARLY\r\nSUMMARY:May Day\r\nEND:VEVENT`,
    ...(meeting ? [`BEGIN:VEVENT\r\nUID:meet\r\nDTSTART:${y}0505T090000Z\r\nSUMMARY:Staff meeting\r\nEND:VEVENT`] : []),
  ];
  return { name: `holidays-${y}.ics`, mimeType: 'text/calendar', buffer: Buffer.from(ics(...events)) };
}

test('the admin imports holidays from an .ics file, sees a bad row, fixes it and imports', async ({ page }) => {
  await openScreen(page);
  await page.getByRole('button', { name: 'Import holidays' }).click();
  const dialog = page.getByRole('dialog', { name: `Import holidays into ${YEAR}` });
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();

  await dialog.getByLabel('Holiday file').setInputFiles(holidayFile(true));
  const rows = dialog.getByRole('region', { name: 'Holidays in the file' }).locator('tbody tr');
  await expect(rows).toHaveCount(7);
  await expect(dialog.getByText('One row has an error.')).toBeVisible();
  const bad = rows.filter({ hasText: 'Staff meeting' });
  await expect(bad).toContainText('Error');
  await expect(
    bad.getByText('Only all-day events can be holidays; this one starts at a time of day.').filter({ visible: true }),
  ).toBeVisible();
  await expect(rows.filter({ hasText: 'May Day' })).toContainText('OK');
  await expect(importButton).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'import-preview-error');

  await dialog.getByLabel('Holiday file').setInputFiles(holidayFile(false));
  await expect(dialog.getByText(`6 holidays are ready to import into ${YEAR}.`)).toBeVisible();
  await expect(rows).toHaveCount(6);
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(toast(page, `6 holidays imported into ${YEAR}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(holidayRows(page)).toHaveCount(6);
  await expect(holidayRows(page).first()).toContainText('Language Martyrs’ Day');
  await expect(holidayRows(page).filter({ hasText: 'Eid ul-Fitr' })).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'holidays');

  // The same file again: every day is already a holiday, so nothing can be imported twice.
  await page.getByRole('button', { name: 'Import holidays' }).click();
  await dialog.getByLabel('Holiday file').setInputFiles(holidayFile(false));
  await expect(dialog.getByText('6 rows have errors.')).toBeVisible();
  await expect(rows.first()).toContainText('Already a holiday: Language Martyrs’ Day.');
  await expect(importButton).toBeDisabled();
});
