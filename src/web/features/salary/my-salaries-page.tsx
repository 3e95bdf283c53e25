import { salaryApi } from '#shared/api/salary.js';
import { ExportMenu } from '../../components/export-menu.js';
import { PageHeader } from '../../components/ui/page.js';
import { useUser } from '../../lib/session.js';
import { usePersonSalaries } from './api/salaries.js';
import { SalaryStructureSection } from './components/salary-structure.js';
import { SalaryTable } from './components/salary-table.js';
import { TaxStatementSection } from './components/tax-statement.js';
import { YearToDate } from './components/year-to-date.js';

/** One's own 'Salaries' (payslips), with what this year's add up to; the same screen in every role's area. */
export function MySalariesPage() {
  const user = useUser();
  const salaries = usePersonSalaries(user._id);
  return (
    <>
      <PageHeader
        title="Salaries"
        description="Your payslips, newest first."
        actions={<ExportMenu endpoint={salaryApi.exportHistory} query={{}} />}
      />
      {salaries.data ? <YearToDate rows={salaries.data} /> : null}
      <TaxStatementSection />
      <SalaryStructureSection id={user._id} canRevise={false} />
      <SalaryTable
        caption="Your salaries"
        rows={salaries.data}
        loading={salaries.isFetching}
        error={salaries.isError ? salaries.error.message : null}
        scroll
      />
    </>
  );
}
