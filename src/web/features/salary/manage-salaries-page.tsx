import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/page.js';
import { SearchInput } from '../../components/ui/search-input.js';
import { usePagedSearch } from '../../lib/use-paged-search.js';
import { useSalaries } from './api/salaries.js';
import { salaryPaths, type SalaryArea } from './model/salary-area.js';
import { SalaryTable } from './components/salary-table.js';

/** 'Manage Salaries' (admins and moderators): every payslip, newest pay date first. */
export function ManageSalariesPage({ area }: { area: SalaryArea }) {
  const list = usePagedSearch();
  const salaries = useSalaries({ search: list.query, page: list.page, limit: list.pageSize });
  return (
    <>
      <PageHeader
        title="Manage Salaries"
        description="Salaries paid, newest first. Net salary = basic + allowance − deductions."
        actions={
          <Link to={salaryPaths(area).add} className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden /> Add Salary
          </Link>
        }
      />
      <div className="mb-4">
        <SearchInput value={list.search} onChange={list.setSearch} placeholder="Search by name or employee ID" className="sm:max-w-sm" />
      </div>
      <SalaryTable
        caption="Salaries"
        rows={salaries.data?.result}
        loading={salaries.isFetching}
        error={salaries.isError ? salaries.error.message : null}
        empty={list.query ? `No salaries match “${list.query}”.` : undefined}
        paging={{
          page: list.page,
          pageSize: list.pageSize,
          total: salaries.data?.total ?? 0,
          onPageChange: list.setPage,
          onPageSizeChange: list.setPageSize,
        }}
      />
    </>
  );
}
