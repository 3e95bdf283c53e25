import type { Payslip } from './payslip-pdf.js';

/**
 * A name safe as a file name on every system: no path separators, no characters Windows refuses,
 * no control characters; runs of spaces and those become one '-'. Letters of any script stay.
 */
export function safeFileName(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[\p{Cc}<>:"/\\|?*\s]+/gu, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'unnamed'
  );
}

/** The same name in ASCII letters only (accents dropped), for the plain `filename=` of a download. */
function asciiOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\]/g, '_');
}

/** `Payslip_2026-11_EMP-0042_Nadia-Islam.pdf`; a bonus or an adjustment says so after the name. */
export function fileNameOf(slip: Pick<Payslip, 'payDate' | 'employeeCode' | 'name' | 'type'>): string {
  const kind = slip.type === 'regular' ? '' : `_${slip.type}`;
  return `Payslip_${slip.payDate.slice(0, 7)}_${safeFileName(slip.employeeCode)}_${safeFileName(slip.name)}${kind}.pdf`;
}

/** `Payslips_2026-11_Engineering.zip`. */
export function zipNameOf(department: string, month: string): string {
  return `Payslips_${month}_${safeFileName(department)}.zip`;
}

/**
 * A file name inside the ZIP that no earlier one has: `EMP-0042_Nadia-Islam.pdf`, then a bonus of
 * the same person `EMP-0042_Nadia-Islam_bonus.pdf`, a second one `…_bonus-2.pdf`.
 */
export function entryNamer(): (slip: Payslip) => string {
  const taken = new Set<string>();
  return (slip) => {
    const kind = slip.type === 'regular' ? '' : `_${slip.type}`;
    const base = `${safeFileName(slip.employeeCode)}_${safeFileName(slip.name)}${kind}`;
    let name = `${base}.pdf`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}.pdf`;
    taken.add(name.toLowerCase());
    return name;
  };
}

/** `Content-Disposition` of a download: an ASCII name for old clients and the real one (RFC 6266). */
export function attachment(name: string): string {
  return `attachment; filename="${asciiOf(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
