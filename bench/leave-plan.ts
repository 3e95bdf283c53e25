/**
 * One-day leaves the leave rules accept, planned person by person: a working day of the
 * organisation's week that is no public holiday, free of the person's pending and approved
 * leaves, from tomorrow to the end of the leave window, of a type with a day left in that year's
 * balance — asked of the server as the request form's preview asks it. When a person has no such
 * day left, their oldest pending leave is taken back (withdrawn by them, or rejected by HR) and
 * its day and balance are free again.
 */
import { leaveWindow } from '../src/shared/bounds.js';
import { addDays, todayIn } from '../src/shared/dates.js';
import { dayKind, type WorkCalendar } from '../src/shared/leave-days.js';
import type { LeaveJson } from '../src/shared/schemas/leave.js';

export interface Person {
  employeeId: string;
  userId: string;
  name: string;
}

/** What the leave rules depend on, read once through the API. */
export interface LeaveRules {
  timeZone: string;
  /** The weekend and the public holidays of every year from tomorrow to the end of the window. */
  calendar: WorkCalendar;
  /** The active leave types; one allowing a negative balance is never short of days. */
  types: { name: string; allowNegative: boolean }[];
}

/** What the plan asks the server about a person (each read may fail with `RequestFailed`). */
export interface LeaveReader {
  leavesOf(person: Person): Promise<LeaveJson[]>;
  /** Days of `leaveType` the person has left in the year of `day` (the preview's `available`). */
  available(person: Person, leaveType: string, day: string): Promise<number>;
}

export interface Slot {
  day: string;
  leaveType: string;
}

/** A pending leave that can be taken back. */
export interface Held {
  id: string;
  leaveType: string;
  start: string;
  end: string;
}

interface PersonLeaves {
  /** Days of pending and approved leaves, and days asked for whatever the answer. */
  busy: Set<string>;
  /** Pending leaves, oldest first. */
  pending: Held[];
  /** `type|year` → days left, as far as this run knows. */
  left: Map<string, number>;
  /** Leaves planned so far: the types take turns. */
  planned: number;
}

/** Tomorrow in the organisation's zone, and the last day of the leave window a day early (a run may pass midnight). */
export function leaveDays(timeZone: string) {
  return { first: addDays(todayIn(timeZone), 1), last: addDays(leaveWindow().latest, -1) };
}

const daysOf = (held: Held) => {
  const days: string[] = [];
  for (let day = held.start; day <= held.end; day = addDays(day, 1)) days.push(day);
  return days;
};

export class LeavePlan {
  private readonly people = new Map<string, Promise<PersonLeaves>>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly window: { first: string; last: string };

  constructor(
    private readonly reader: LeaveReader,
    private readonly rules: LeaveRules,
  ) {
    this.window = leaveDays(rules.timeZone);
  }

  /** Runs `work` after whatever was queued for the same person: one person, one leave at a time. */
  serially<T>(person: Person, work: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(person.employeeId) ?? Promise.resolve()).then(work);
    this.queues.set(
      person.employeeId,
      run.catch(() => {}),
    );
    return run;
  }

  /**
   * The next one-day leave the rules accept for the person, counted as taken at once (whatever
   * the answer, it is never asked twice); null when the window holds none.
   */
  async next(person: Person): Promise<Slot | null> {
    const state = await this.stateOf(person);
    const { calendar, types } = this.rules;
    for (let day = this.window.first; day <= this.window.last; day = addDays(day, 1)) {
      if (state.busy.has(day) || dayKind(day, calendar) !== 'working') continue;
      const year = day.slice(0, 4);
      for (let turn = 0; turn < types.length; turn++) {
        const type = types[(state.planned + turn) % types.length]!;
        const key = `${type.name}|${year}`;
        if (!state.left.has(key)) {
          state.left.set(key, type.allowNegative ? Infinity : await this.reader.available(person, type.name, day));
        }
        const left = state.left.get(key)!;
        if (left < 1) continue;
        state.left.set(key, left - 1);
        state.busy.add(day);
        state.planned += 1;
        return { day, leaveType: type.name };
      }
      day = `${year}-12-31`; // no type has a day left this year
    }
    return null;
  }

  /** A leave asked for the slot was acknowledged: it can be taken back later. */
  async booked(person: Person, id: string, slot: Slot) {
    (await this.stateOf(person)).pending.push({ id, leaveType: slot.leaveType, start: slot.day, end: slot.day });
  }

  /** The person's oldest pending leave, no longer offered again; null when there is none. */
  async takeBack(person: Person): Promise<Held | null> {
    return (await this.stateOf(person)).pending.shift() ?? null;
  }

  /** The leave was taken back: its days are free, its type's balances are read again when needed. */
  async freed(person: Person, held: Held) {
    const state = await this.stateOf(person);
    for (const day of daysOf(held)) state.busy.delete(day);
    for (const key of [...state.left.keys()]) if (key.startsWith(`${held.leaveType}|`)) state.left.delete(key);
  }

  /** What the person holds, read on first use (a failed read is tried again next time). */
  private stateOf(person: Person): Promise<PersonLeaves> {
    let state = this.people.get(person.employeeId);
    if (!state) {
      state = this.reader.leavesOf(person).then((leaves) => {
        const held = leaves.filter((leave) => leave.status === 'Pending' || leave.status === 'Approved');
        return {
          busy: new Set(
            held.flatMap((leave) =>
              daysOf({ id: leave._id, leaveType: leave.leaveType, start: leave.startDate, end: leave.endDate }),
            ),
          ),
          pending: held
            .filter((leave) => leave.status === 'Pending')
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
            .map((leave) => ({
              id: leave._id,
              leaveType: leave.leaveType,
              start: leave.startDate,
              end: leave.endDate,
            })),
          left: new Map(),
          planned: 0,
        };
      });
      this.people.set(person.employeeId, state);
      state.catch(() => this.people.delete(person.employeeId));
    }
    return state;
  }
}
