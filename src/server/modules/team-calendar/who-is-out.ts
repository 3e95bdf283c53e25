/** The dashboards' 'Who's out today / this week' card, read through the same scope as the team calendar. */
import { addDays } from '#shared/dates.js';
import type { AbsenceJson, OutPerson, WhoIsOutJson } from '#shared/schemas/team-calendar.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db } from '../../db/client.js';
import { absencesVisibleTo } from './team-calendar.service.js';

/** Names shown per list; the totals say how many more there are. */
export const WHO_IS_OUT_SHOWN = 8;

/** The absence that counts for a list: the approved one before a pending one, then the earliest. */
function pick(absences: AbsenceJson[]): AbsenceJson | undefined {
  return [...absences].sort((a, b) => Number(a.status === 'Pending') - Number(b.status === 'Pending'))[0];
}

export async function whoIsOut(db: Db, principal: Principal, today: string): Promise<WhoIsOutJson> {
  const weekEnd = addDays(today, 6);
  const visible = await absencesVisibleTo(db, principal, { from: today, to: weekEnd }, { onlyOut: true });
  const week: OutPerson[] = [];
  const onDay: OutPerson[] = [];
  for (const department of visible.departments) {
    for (const person of department.people) {
      const toPerson = (absence: AbsenceJson): OutPerson => ({
        _id: person._id,
        emp_name: person.emp_name,
        dep_name: department.dep_name,
        status: absence.status,
        startDate: absence.startDate,
        endDate: absence.endDate,
      });
      const first = pick(person.absences);
      if (first) week.push(toPerson(first));
      const now = pick(person.absences.filter((a) => a.startDate <= today && a.endDate >= today));
      if (now) onDay.push(toPerson(now));
    }
  }
  week.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.emp_name.localeCompare(b.emp_name));
  return {
    today,
    weekEnd,
    outToday: onDay.slice(0, WHO_IS_OUT_SHOWN),
    outTodayTotal: onDay.length,
    outThisWeek: week.slice(0, WHO_IS_OUT_SHOWN),
    outThisWeekTotal: week.length,
  };
}
