import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { entryNamer } from './payslip-files.js';
import type { Payslip, PayslipSettings } from './payslip-pdf.js';
import { payslipPdf } from './payslip-render.js';

/**
 * Payslips as one ZIP, streamed: each PDF is made (by a worker, payslip-render.ts), stored in the
 * ZIP and sent on before the next is begun, so memory holds one payslip at a time however many there are. The PDFs are stored
 * as they are (their contents are already compressed). When the reader is slower, making waits;
 * when the reader goes away, making stops.
 */
export function zipOfPayslips(
  slips: AsyncIterable<Payslip>,
  settings: PayslipSettings,
  onError: (error: unknown) => void,
): Readable {
  let wake: (() => void) | null = null;
  const resume = () => {
    wake?.();
    wake = null;
  };
  let full = false;
  const out = new Readable({
    read() {
      full = false;
      resume();
    },
  });
  out.once('close', resume);
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    if (out.destroyed) return;
    if (!out.push(chunk)) full = true;
    if (final) out.push(null);
  });

  const make = async () => {
    const nameOf = entryNamer();
    for await (const slip of slips) {
      if (out.destroyed) return;
      const pdf = await payslipPdf(slip, settings);
      if (out.destroyed) return;
      const entry = new ZipPassThrough(nameOf(slip));
      zip.add(entry);
      entry.push(pdf, true);
      if (full && !out.destroyed) await new Promise<void>((resolve) => (wake = resolve));
    }
    if (!out.destroyed) zip.end();
  };
  make().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
