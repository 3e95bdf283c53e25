import { useParams } from 'react-router';
import { AddLink } from '../../components/ui/add-link.js';
import { PersonBankDetails } from '../../components/bank-details-section.js';
import { salaryApi } from '#shared/api/salary.js';
import { ExportMenu } from '../../components/export-menu.js';
import { PageHeader } from '../../components/ui/page.js';
import { useEmployee } from './api/payees.js';
import { usePersonSalaries } from './api/salaries.js';
import { salaryPaths, type SalaryArea } from './model/salary-area.js';
import { SalaryStructureSection } from './components/salary-structure.js';
import { SalaryTable } from './components/salary-table.js';

/** An employee's salaries and salary structure, for admins and HR officers (`:id` = user or employee id). */
export function EmployeeSalariesPage({ area }: { area: SalaryArea }) {
  const { id = '' } = useParams();
  const employee = useEmployee(id);
  const salaries = usePersonSalaries(id);
  const name = employee.data?.emp_name;
  return (
    <>
      <PageHeader
        title={name ? `Salaries of ${name}` : 'Employee Salaries'}
        description={employee.data ? `${employee.data.employeeId} · ${employee.data.designation}` : undefined}
        actions={
          employee.data ? (
            <>
              <ExportMenu endpoint={salaryApi.exportHistory} query={{ employee: employee.data._id }} />
              <AddLink to={salaryPaths(area).addFor(id)}>Add Salary</AddLink>
            </>
          ) : null
        }
      />
      <SalaryStructureSection id={id} name={name} canRevise />
      <SalaryTable
        correctable
        caption={name ? `Salaries of ${name}` : 'Salaries'}
        rows={salaries.data}
        loading={salaries.isFetching}
        error={salaries.isError ? salaries.error.message : null}
        scroll
      />
      {employee.data ? (
        <PersonBankDetails
          person={{ employeeId: employee.data._id, code: employee.data.employeeId, name: employee.data.emp_name }}
        />
      ) : null}
    </>
  );
}
