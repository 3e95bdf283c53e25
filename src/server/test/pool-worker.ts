/** A worker for worker-pool.unit.test.ts: answers `value`, after `waitMs`; `fill` uses memory until it runs out. */
import { serveTasks } from '../lib/worker-pool.js';

serveTasks(async (task: { value: number; waitMs?: number; fill?: boolean }) => {
  const held: number[][] = [];
  while (task.fill) held.push(Array.from({ length: 100_000 }, (_, index) => index));
  if (task.waitMs) await new Promise((resolve) => setTimeout(resolve, task.waitMs));
  return task.value;
});
