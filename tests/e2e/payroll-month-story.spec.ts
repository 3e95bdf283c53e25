import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { axeViolations } from './axe.js';
import { DEMO, expect, signInViaApi, switchTo, test } from './fixtures.js';
import { unique } from './people-helpers.js';

/*
 * HR's month (issue 29, "Done when"): the HR officer runs last month's payroll for a team with a
 * joiner, a leaver, someone on unpaid leave and a salary revision dated back, reads each row's
 * arithmetic, posts, and downloads the bank file and the register — whose figures are the rows'.
 * The team is set up through the API first (its own department: no other journey pays it).
 * Calendar basis: a row pays its salary × days ÷ the month's days, rounded to the paisa.
 * STORY_SHOTS=dir keeps desktop and phone screenshots of the run.
 */
const SHOTS = process.env.STORY_SHOTS;

/** The month `back` months before this one: '2026-10'. */
const monthBack = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};
const month = monthBack(1);
const before = monthBack(2);
const [year, mm] = month.split('-').map(Number) as [number, number];
const daysIn = new Date(Date.UTC(year, mm, 0)).getUTCDate();
const long = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const short = (m: string) => long(m).replace(/^(\w{3})\w*/, '$1');
/** salary × days ÷ the month's days, in cents, half up (all positive). */
const prorated = (salary: number, days: number) => Math.round((salary * 100 * days) / daysIn);
const rupees = (cents: number) =>
  `₹${Math.floor(cents / 100).toLocaleString('en-IN')}.${String(cents % 100).padStart(2, '0')}`;
const plain = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

/** Adds someone through the API (as the Add Employee form sends it), with bank details. */
async function addPerson(
  request: APIRequestContext,
  person: { name: string; salary: string; hireDate: string; role?: 'manager'; department?: string },
) {
  const tag = unique();
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8);
  const made = await ok(
    await request.post('/api/employee/addEmployee', {
      multipart: {
        employeeId: `MS-${tag}`.toUpperCase(),
        emp_name: person.name,
        emp_email: `month-${tag}@example.com`,
        emp_phone: `019${digits}`,
        ...(person.department ? { department: person.department } : {}),
        salary: person.salary,
        role: person.role ?? 'employee',
        designation: 'Data Analyst',
        gender: 'male',
        marital_status: 'single',
        dob: '1991-08-21',
        hire_date: person.hireDate,
        password: 'Welcome@2025',
      },
    }),
    201,
  );
  const employee = made.employee as { _id: string; employeeId: string };
  await ok(
    await request.put(`/api/employee/${employee._id}/bank-account`, {
      data: {
        bankName: 'Sonali Bank',
        routingCode: '200270',
        accountName: person.name,
        accountNumber: `99${digits}`,
      },
    }),
  );
  return { id: employee._id, code: employee.employeeId, name: person.name, account: `99${digits}` };
}

/** Two days of the month in a row that are both working days (the work week, no holiday), from the 5th. */
async function twoWorkingDays(request: APIRequestContext) {
  const week = (await ok(await request.get('/api/calendar/work-week'))).result.workingDays as number[];
  const holidays = new Set(
    ((await ok(await request.get(`/api/calendar/holidays?year=${year}`))).result as { day: string }[]).map(
      (h) => h.day,
    ),
  );
  const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
  const working = (d: number) => week.includes(new Date(`${day(d)}T00:00:00Z`).getUTCDay()) && !holidays.has(day(d));
  for (let d = 5; d < daysIn; d += 1) if (working(d) && working(d + 1)) return [day(d), day(d + 1)] as const;
  throw new Error(`no two working days in a row in ${month}`);
}

/**
 * The team: Rima (a structure from three months back, paid last-but-one month by a run, then
 * revised back to it), Lipi (leaves on the 10th), Umar (two days of unpaid leave) and Jalal (joins
 * on the 16th), and their manager (50,000, the whole month; a new department's manager belongs to it).
 */
async function setUpTeam(request: APIRequestContext) {
  await ok(
    await request.put('/api/payroll/settings', {
      data: { basis: 'calendar', deductAbsence: false, changePercent: 20 },
    }),
  );
  const tag = unique();
  const manager = await addPerson(request, {
    name: `Story Manager ${tag}`,
    salary: '50000',
    hireDate: '2020-01-06',
    role: 'manager',
  });
  const dept = (
    await ok(
      await request.post('/api/department/add', { data: { dep_name: `Story ${tag}`, manager: manager.id } }),
      201,
    )
  ).result as { _id: string; dep_name: string };
  const member = (name: string, salary: string, hireDate = '2024-02-01') =>
    addPerson(request, { name: `${name} ${tag}`, salary, hireDate, department: dept._id });
  const rima = await member('Rima Revised', '40000');
  const lipi = await member('Lipi Leaver', '30000');
  const umar = await member('Umar Unpaid', '30000');
  const jalal = await member('Jalal Joiner', '31000', `${month}-16`);

  const structure = (basic: number) => [
    { component: 'basic', method: 'fixed', amount: basic },
    { component: 'house_rent', method: 'percent', percent: 50, of: 'basic' },
  ];
  await ok(
    await request.post(`/api/salary-structures/${rima.id}`, {
      data: { effectiveMonth: monthBack(3), components: structure(40000), reason: 'Joining structure' },
    }),
    201,
  );
  // The month before: the manager 50,000, Rima 40,000 + 20,000, Lipi and Umar 30,000 each, paid by a run.
  const earlier = (
    await ok(await request.post('/api/payroll/runs', { data: { month: before, departmentIds: [dept._id] } }), 201)
  ).result;
  expect(earlier.totals).toMatchObject({ toPay: 4, net: 170000 });
  await ok(await request.post(`/api/payroll/runs/${earlier._id}/post`, { data: { version: earlier.version } }));
  // Rima's raise to 44,000, dated back to that month: arrears in the month the story pays.
  await ok(
    await request.post(`/api/salary-structures/${rima.id}`, {
      data: { effectiveMonth: before, components: structure(44000), reason: 'Annual review' },
    }),
    201,
  );
  await ok(
    await request.put(`/api/employee/deactivate/${lipi.id}`, {
      data: { lastWorkingDay: `${month}-10`, reason: 'Resigned' },
    }),
  );
  const unpaidType = `Unpaid ${tag}`;
  await ok(
    await request.post('/api/leave-types', {
      data: { name: unpaidType, paid: false, entitlement: 0, allowNegative: true },
    }),
    201,
  );
  const [from, to] = await twoWorkingDays(request);
  await ok(
    await request.post('/api/leave/addLeave', {
      data: { userId: umar.id, leaveType: unpaidType, startDate: from, endDate: to, approved: true, reason: 'Family' },
    }),
    201,
  );
  return { dept, manager, rima, lipi, umar, jalal };
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function xlsxSheet(file: Download, name: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await file.path())!);
  const rows: unknown[][] = [];
  book.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('HR runs a month with a joiner, a leaver, unpaid leave and a revision, posts it and downloads the files', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInViaApi(page, DEMO.admin);
  const team = await setUpTeam(page.request);

  // Each row's figures, by hand (calendar basis, the month's own days):
  //   Jalal joins on the 16th: 31,000 × (days − 15) ÷ days.
  //   Lipi's last day is the 10th: 30,000 × 10 ÷ days.
  //   Umar: 30,000 × (days − 2) ÷ days.
  //   Rima: 44,000 + house rent 22,000, and last-but-one month's arrears: basic 44,000 − 40,000 =
  //   +4,000, house rent 22,000 − 20,000 = +2,000 → allowance 28,000, net 72,000.
  const jalal = prorated(31000, daysIn - 15);
  const lipi = prorated(30000, 10);
  const umar = prorated(30000, daysIn - 2);
  //   The manager: 50,000.
  const rima = 7_200_000;
  const manager = 5_000_000;
  const net = jalal + lipi + umar + rima + manager;

  // The HR officer drafts the month for the team.
  await switchTo(page, DEMO.moderator);
  await page.goto('/moderator-dashboard');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Payroll' }).click();
  await page.getByRole('button', { name: 'New payroll run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payroll run' });
  await dialog.getByLabel('Month').fill(month);
  await dialog.getByLabel('Everyone working here').uncheck();
  await dialog.getByLabel(team.dept.dep_name).check();
  await dialog.getByRole('button', { name: 'Make draft' }).click();
  await expect(toast(page, `Draft payroll for ${long(month)} made`)).toBeVisible();
  await expect(page.getByText(`${team.dept.dep_name} · pay date`)).toContainText('pro-rated on calendar days');

  // Each row's arithmetic, read on the screen.
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row(team.jalal.name)).toContainText(`${daysIn - 15} of ${daysIn} days`);
  await expect(row(team.jalal.name)).toContainText(rupees(jalal));
  await expect(row(team.lipi.name)).toContainText(`10 of ${daysIn} days`);
  await expect(row(team.lipi.name)).toContainText(rupees(lipi));
  await expect(row(team.lipi.name)).toContainText('Changed: was ₹30,000.00');
  await expect(row(team.umar.name)).toContainText(`${daysIn} of ${daysIn} days · 2 unpaid days`);
  await expect(row(team.umar.name)).toContainText(rupees(umar));
  const revised = row(team.rima.name);
  await expect(revised).toContainText('₹44,000.00');
  await expect(revised).toContainText('House rent ₹22,000.00');
  await expect(revised).toContainText(`Arrears: ${short(before)} basic +₹4,000.00`);
  await expect(revised).toContainText(`Arrears: ${short(before)} house rent +₹2,000.00`);
  await expect(revised).toContainText('₹28,000.00');
  await expect(revised).toContainText('₹72,000.00');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'story-draft');

  // On a phone each row sums itself up under the name: the net, the days, the arrears lines.
  await page.setViewportSize({ width: 390, height: 844 });
  const search = page.getByRole('searchbox', { name: /Search by name/ });
  for (const [person, cents, text] of [
    [team.rima, rima, `Arrears: ${short(before)} house rent +₹2,000.00`],
    [team.umar, umar, `${daysIn} of ${daysIn} days · 2 unpaid days`],
  ] as const) {
    await search.fill(person.name);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row(person.name)).toContainText(`Net ${rupees(cents)}`);
    await expect(row(person.name)).toContainText(text);
    if (SHOTS) {
      await row(person.name).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/story-phone-${person.name.split(' ')[0]}.png` });
    }
  }
  await search.fill('');
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(row(team.manager.name)).toContainText(`${daysIn} of ${daysIn} days`);
  await expect(row(team.manager.name)).toContainText('₹50,000.00');

  // Posted after the review: five payslips, the net total said in the confirmation.
  await page.getByRole('button', { name: 'Review and post' }).click();
  const confirm = page.getByRole('dialog', { name: `Post the payroll for ${long(month)}?` });
  await expect(confirm).toContainText(`5 payslips, net total ${rupees(net)}`);
  await confirm.getByRole('button', { name: 'Post payroll' }).click();
  await expect(toast(page, `Payroll posted: 5 payslips for ${long(month)}.`)).toBeVisible();
  // Posted, the warning no longer asks for a check before posting.
  await expect(page.getByRole('status').filter({ hasText: 'net pay changed by more than 20%' })).toHaveText(
    /from their payslip before this run\.Show it$/,
  );
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

  // The bank file: a line per person, each paid their row's net.
  const payout = page.getByRole('region', { name: 'Payout' });
  await expect(payout.getByText('5 people paid')).toBeVisible();
  const [bankFile] = await Promise.all([
    page.waitForEvent('download'),
    payout.getByRole('link', { name: 'Download bank file' }).click(),
  ]);
  const [header, ...lines] = (await readFile((await bankFile.path())!, 'utf8')).trim().split('\r\n');
  const columns = header!.split(',');
  const cell = (line: string, column: string) => line.split(',')[columns.indexOf(column)];
  const paid = new Map(lines.map((line) => [cell(line, 'Account number'), cell(line, 'Amount')]));
  expect(paid).toEqual(
    new Map([
      [team.rima.account, plain(rima)],
      [team.lipi.account, plain(lipi)],
      [team.umar.account, plain(umar)],
      [team.jalal.account, plain(jalal)],
      [team.manager.account, plain(manager)],
    ]),
  );

  // The register: each row's days and net, and a totals row of the run's net.
  const [register] = await Promise.all([
    page.waitForEvent('download'),
    payout.getByRole('link', { name: 'Download register' }).click(),
  ]);
  expect(register.suggestedFilename()).toBe(`Payroll_register_${month}.xlsx`);
  const [titles, ...body] = await xlsxSheet(register, 'Register');
  const at = (title: string) => (titles as string[]).indexOf(title);
  const byCode = new Map(body.map((r) => [r[at('Employee ID')], r]));
  const figures = (code: string) => {
    const r = byCode.get(code)!;
    return [r[at('Days paid')], r[at('Days in basis')], r[at('Unpaid leave days')], r[at('Net pay')]];
  };
  expect(figures(team.jalal.code)).toEqual([daysIn - 15, daysIn, 0, jalal / 100]);
  expect(figures(team.lipi.code)).toEqual([10, daysIn, 0, lipi / 100]);
  expect(figures(team.umar.code)).toEqual([daysIn, daysIn, 2, umar / 100]);
  expect(figures(team.rima.code)).toEqual([daysIn, daysIn, 0, rima / 100]);
  expect(figures(team.manager.code)).toEqual([daysIn, daysIn, 0, manager / 100]);
  expect(body).toHaveLength(6);
  expect(body.at(-1)![at('Net pay')]).toBe(net / 100);

  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'story-posted');
});
