import { AddLink } from '../../components/ui/add-link.js';
import { ListToolbar } from '../../components/ui/list-toolbar.js';
import { PageHeader } from '../../components/ui/page.js';
import { salaryApi } from '#shared/api/salary.js';
import { SALARY_SORTS } from '#shared/list-columns.js';
import { ExportMenu } from '../../components/export-menu.js';
import { listParamsOf } from '../../lib/list-params.js';
import { exportParamsOf, pagingOf, sortingOf, usePagedSearch } from '../../lib/use-paged-search.js';
import { useSalaries } from './api/salaries.js';
import { salaryPaths, type SalaryArea } from './model/salary-area.js';
import { SalaryTable } from './components/salary-table.js';
import { PayslipsZipButton } from './components/payslips-zip-dialog.js';
import { PersonSalaryPicker } from './components/person-salary-picker.js';

/** 'Manage Salaries' (admins and moderators): every payslip, newest pay date first unless sorted. */
export function ManageSalariesPage({ area }: { area: SalaryArea }) {
  const list = usePagedSearch();
  const salaries = useSalaries(listParamsOf(list));
  return (
    <>
      <PageHeader
        title="Manage Salaries"
        description="Salaries paid, newest first. Net salary = basic + allowance − deductions."
        actions={
          <>
            <PayslipsZipButton />
            <ExportMenu endpoint={salaryApi.export} query={exportParamsOf(list, SALARY_SORTS)} />
            <AddLink to={salaryPaths(area).add}>Add Salary</AddLink>
          </>
        }
      />
      <ListToolbar
        list={list}
        placeholder="Search by name or employee ID"
        end={<PersonSalaryPicker personPath={salaryPaths(area).person} />}
      />
      <SalaryTable
        correctable
        personPath={salaryPaths(area).person}
        caption="Salaries"
        rows={salaries.data?.result}
        loading={salaries.isFetching}
        error={salaries.isError ? salaries.error.message : null}
        empty={list.query ? `No salaries match “${list.query}”.` : undefined}
        paging={pagingOf(list, salaries.data?.total)}
        sorting={sortingOf(list)}
      />
    </>
  );
}
