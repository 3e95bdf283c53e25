/** The worker thread that reads workbooks (xlsx-rows.ts runs it through a WorkerPool). */
import { serveTasks } from './worker-pool.js';
import { readFirstSheet } from './xlsx-sheet.js';

serveTasks(readFirstSheet);
