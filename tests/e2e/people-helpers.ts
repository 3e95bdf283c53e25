import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the people journeys: fresh people, the add-employee form, server-side search. */

/** A 1×1 PNG: a real image the server decodes, re-encodes and serves. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface Person {
  employeeId: string;
  name: string;
  email: string;
  phone: string;
  role: 'employee' | 'manager';
  department?: string;
}

export function newPerson(role: Person['role'], first: string, department?: string): Person {
  const tag = unique();
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8);
  return {
    employeeId: `E2E-${tag}`.toUpperCase(),
    name: `${first} ${tag}`,
    email: `${first.toLowerCase()}-${tag}@example.com`,
    phone: `017${digits}`,
    role,
    ...(department ? { department } : {}),
  };
}

/** Fills the whole 'Add Employee' form; the role is chosen unless the page preselected it. */
export async function fillEmployeeForm(page: Page, person: Person, options: { photo?: boolean } = {}) {
  await page.getByLabel('Employee Name').fill(person.name);
  await page.getByLabel('Employee Email').fill(person.email);
  await page.getByLabel('Employee Phone').fill(person.phone);
  await page.getByLabel('Date of Birth').fill('1994-06-15');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Marital Status').selectOption('single');
  await page.getByLabel('Employee Id').fill(person.employeeId);
  await page.getByLabel('Role').selectOption(person.role);
  if (person.department) await page.getByLabel('Department').selectOption({ label: person.department });
  await page.getByLabel('Designation').selectOption('Quality Assurance');
  await page.getByLabel('Salary').fill('64000');
  await page.getByLabel('Password', { exact: true }).fill('Welcome@2025');
  if (options.photo) {
    await page.getByLabel('Profile Image').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: `${person.name} (chosen, not yet saved)` })).toBeVisible();
  }
}

/** Types into a list's search box and waits for the server's filtered answer. */
export async function search(page: Page, placeholder: string, text: string, api: string) {
  const answered = page.waitForResponse(
    (response) => response.url().includes(api) && new URL(response.url()).searchParams.get('search') === text.trim(),
  );
  await page.getByPlaceholder(placeholder).fill(text);
  await answered;
}

export const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
