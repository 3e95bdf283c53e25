import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const MISSING =
  'pdftotext, pdftoppm and pdfinfo are needed to read the payslip PDFs back: install Debian’s poppler-utils ' +
  '(apt-get install -y poppler-utils; .ci/run does it when they are missing).';

/** Fails (never skips) when poppler-utils is not installed. */
export async function requirePoppler(): Promise<void> {
  for (const tool of ['pdftotext', 'pdftoppm', 'pdfinfo']) {
    await run(tool, ['-v']).catch((error: NodeJS.ErrnoException) => {
      throw new Error(error.code === 'ENOENT' ? MISSING : `${tool} -v failed: ${error.message}`);
    });
  }
}

async function withFile<T>(pdf: Uint8Array, use: (path: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'ems-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    await writeFile(path, pdf);
    return await use(path, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as pdftotext reads it (`-layout`: each line of the page on one line). */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return withFile(pdf, async (path) => (await run('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'])).stdout);
}

export interface PdfInfo {
  pages: number;
  /** Page size in points. */
  width: number;
  height: number;
}

/** The first page rendered to PNG by pdftoppm (at `dpi`), with the document's page count and size. */
export function pdfPage(pdf: Uint8Array, dpi = 50): Promise<{ png: Buffer; info: PdfInfo }> {
  return withFile(pdf, async (path, dir) => {
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', path, join(dir, 'page')]);
    const { stdout } = await run('pdfinfo', [path]);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
    const pages = /Pages:\s+(\d+)/.exec(stdout);
    return {
      png: await readFile(join(dir, 'page.png')),
      info: { pages: Number(pages?.[1]), width: Number(size?.[1]), height: Number(size?.[2]) },
    };
  });
}
