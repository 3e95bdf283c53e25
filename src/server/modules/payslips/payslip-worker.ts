/** The worker thread that makes payslip PDFs (payslip-render.ts runs it through a WorkerPool). */
import { serveTasks } from '../../lib/worker-pool.js';
import { pdfBytes, type RenderTask } from './payslip-pdf.js';

serveTasks(({ slip, settings, password }: RenderTask) => pdfBytes(slip, settings, password ? { password } : {}));
