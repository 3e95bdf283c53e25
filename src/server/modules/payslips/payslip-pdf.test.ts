import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salaries } from '../../db/schema/index.js';
import { createDepartment, createEmployee, createUser, loginAs } from '../../test/factories.js';
import { pdfPage, pdfText, requirePoppler } from '../../test/poppler.js';
import { startTestServer, type TestServer } from '../../test/server.js';

/**
 * The payslip as a person sees it: drawn by poppler's pdftoppm and read back by its pdftotext,
 * so every figure, the amount in words and the name must be real text in fonts that have them.
 */
let server: TestServer;
let admin: string;
let regular: string;
let bonus: string;
let bengaliName: string;

beforeAll(async () => {
  await requirePoppler();
  server = await startTestServer({ ORG_NAME: 'Acme Bangladesh Ltd', CURRENCY: '₹' });
  const department = await createDepartment(server.db, 'Engineering');
  const zoe = await createEmployee(server.db, {
    name: 'Zoë Łukasz-Ferreira',
    employeeCode: 'EMP-0042',
    departmentId: department.id,
  });
  const nadia = await createEmployee(server.db, { name: 'নাদিয়া ইসলাম', departmentId: department.id });
  const figures = { basicSalary: '85000.00', allowance: '2500.50', deductions: '1200.25', netSalary: '86300.25' };
  const inserted = await server.db
    .insert(salaries)
    .values([
      { employeeId: zoe.employeeId, ...figures, payDate: '2026-11-30' },
      {
        employeeId: zoe.employeeId,
        basicSalary: '10000.00',
        netSalary: '10000.00',
        payDate: '2026-11-15',
        type: 'bonus',
      },
      { employeeId: nadia.employeeId, ...figures, payDate: '2026-11-30' },
    ])
    .returning({ id: salaries.id });
  [regular, bonus, bengaliName] = inserted.map((row) => row.id) as [string, string, string];
  admin = (await loginAs(server, await createUser(server.db, { role: 'admin' }))).token;
});
afterAll(async () => {
  await server?.close();
});

async function payslip(id: string, on: TestServer = server) {
  const response = await fetch(`${on.baseUrl}/api/salary/${id}/payslip.pdf`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** The page's text with each run of spaces as one, and its lines. */
async function textOf(pdf: Uint8Array) {
  const text = await pdfText(pdf);
  return { flat: text.replace(/\s+/g, ' '), lines: text.split('\n') };
}

describe('the payslip PDF', () => {
  it('is one A4 page that pdftoppm draws: the accent bar on top, text on white', async () => {
    const { png, info } = await pdfPage(await payslip(regular), 50);
    expect(info).toEqual({ pages: 1, width: 595.28, height: 841.89 });
    const { data, info: image } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([image.width, image.height]).toEqual([414, 585]);
    const pixel = (x: number, y: number) => [...data.subarray((y * image.width + x) * image.channels).subarray(0, 3)];
    expect(pixel(200, 1)).toEqual([0x43, 0x38, 0xca]);
    expect(pixel(5, 300)).toEqual([255, 255, 255]);
    let dark = 0;
    for (let i = 0; i < data.length; i += image.channels) if (data[i]! + data[i + 1]! + data[i + 2]! < 300) dark++;
    const share = dark / (image.width * image.height);
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.2);
  });

  it('shows the organisation, the person, the period and pay date, every figure and the net in words', async () => {
    const { flat, lines } = await textOf(await payslip(regular));
    for (const expected of [
      'Acme Bangladesh Ltd',
      'PAYSLIP',
      'Zoë Łukasz-Ferreira',
      'EMP-0042',
      'Engineering',
      'Software Engineer',
      'November 2026',
      '30 November 2026',
      'Net pay Total earnings − total deductions ₹86,300.25',
      'Eighty-Six Thousand Three Hundred Rupees and Twenty-Five Paise Only',
      'This is a computer-generated payslip and needs no signature.',
    ]) {
      expect(flat).toContain(expected);
    }
    // Each figure on its own row: the earnings on the left, the deductions beside them.
    const row = (label: string) => lines.map((line) => line.replace(/\s+/g, ' ')).find((line) => line.includes(label));
    expect(row('Basic salary')).toBe(' Basic salary ₹85,000.00 Deductions ₹1,200.25');
    expect(row('Allowance')).toBe(' Allowance ₹2,500.50');
    expect(row('Total earnings ₹')).toBe(' Total earnings ₹87,500.50 Total deductions ₹1,200.25');
  });

  it('says a bonus is one, with its amount as the first earning', async () => {
    const { flat } = await textOf(await payslip(bonus));
    expect(flat).toContain('BONUS PAYSLIP');
    expect(flat).toContain('Bonus ₹10,000.00');
    expect(flat).toContain('Ten Thousand Rupees Only');
    expect(flat).toContain('A bonus paid in addition to the regular salary of the month.');
  });

  it('prints the configured currency: ৳ in lakhs with Taka and Poisha, € in thousands with Euros and Cents', async () => {
    const taka = await server.startSibling({ CURRENCY: '৳' });
    const euro = await server.startSibling({ CURRENCY: '€' });
    try {
      const inTaka = await textOf(await payslip(regular, taka));
      expect(inTaka.flat).toContain('Net pay Total earnings − total deductions ৳86,300.25');
      expect(inTaka.flat).toContain('Eighty-Six Thousand Three Hundred Taka and Twenty-Five Poisha Only');
      const inEuro = await textOf(await payslip(regular, euro));
      expect(inEuro.flat).toContain('Net pay Total earnings − total deductions €86,300.25');
      expect(inEuro.flat).toContain('Eighty-Six Thousand Three Hundred Euros and Twenty-Five Cents Only');
      expect(inEuro.flat).toContain('Zoë Łukasz-Ferreira');
    } finally {
      await taka.close();
      await euro.close();
    }
  });

  it('embeds the Bengali font only for what needs it (a Bengali name, ৳), never a font without the glyphs', async () => {
    const bytes = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');
    const latin = bytes(await payslip(regular));
    expect(latin).toContain('NotoSans-Regular');
    expect(latin).not.toContain('NotoSansBengali');
    expect(latin).not.toContain('Helvetica');
    expect(bytes(await payslip(bengaliName))).toContain('NotoSansBengali');
  });

  it('lists tax and the provident fund with the deductions, and the employer’s share under the net, outside it', async () => {
    const [made] = await server.db
      .select({ employeeId: salaries.employeeId })
      .from(salaries)
      .where(eq(salaries.id, regular));
    const [slip] = await server.db
      .insert(salaries)
      .values({
        employeeId: made!.employeeId,
        basicSalary: '50000.00',
        allowance: '20000.00',
        deductions: '8333.33',
        netSalary: '61666.67',
        payDate: '2026-07-31',
        lines: [
          { key: 'basic', side: 'earning', cents: 5_000_000 },
          { key: 'house_rent', side: 'earning', cents: 2_000_000 },
          { key: 'provident_fund', side: 'deduction', cents: 500_000, statutory: true },
          { key: 'provident_fund', side: 'employer', cents: 400_000, statutory: true },
          { key: 'tax', side: 'deduction', cents: 333_333, statutory: true },
        ],
      })
      .returning({ id: salaries.id });
    const pdf = await payslip(slip!.id);
    const { flat } = await textOf(pdf);
    expect(flat).toContain('Provident fund ₹5,000.00');
    expect(flat).toContain('Tax ₹3,333.33');
    expect(flat).toContain('Total deductions ₹8,333.33');
    expect(flat).toContain(
      "Paid by the employer besides your pay (not in the net): Provident fund (employer's share) ₹4,000.00",
    );
    if (process.env.PAYSLIP_PNG) writeFileSync(process.env.PAYSLIP_PNG, (await pdfPage(pdf, 100)).png);
  });
});
