import { PageHeader } from '#web/components/ui/page.js';
import { HolidaysSection } from './components/holidays-section.js';
import { WorkWeekForm } from './components/work-week-form.js';

/**
 * 'Work Week & Holidays' (admin): the organisation's working days and its public holidays, which
 * leave day counting and the attendance report's 'Not marked' days follow.
 */
export function WorkWeekPage() {
  return (
    <>
      <PageHeader
        title="Work Week & Holidays"
        description="The days the organisation works and its public holidays. Leave counts working days only, and the attendance report asks for marks on working days only."
      />
      <div className="space-y-8">
        <WorkWeekForm />
        <HolidaysSection />
      </div>
    </>
  );
}
