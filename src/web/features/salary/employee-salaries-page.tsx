import { useLocation, useParams } from 'react-router';
import { AddLink } from '../../components/ui/add-link.js';
import { PersonBankDetails } from '../../components/bank-details-section.js';
import { salaryApi } from '#shared/api/salary.js';
import { ExportMenu } from '../../components/export-menu.js';
import { PageHeader } from '../../components/ui/page.js';
import { paths } from '../../lib/paths.js';
import { useEmployee } from './api/payees.js';
import { usePersonSalaries } from './api/salaries.js';
import { salaryPaths, type PersonState, type SalaryArea } from './model/salary-area.js';
import { SalaryStructureSection } from './components/salary-structure.js';
import { SalaryTable } from './components/salary-table.js';
import { TaxStatementSection } from './components/tax-statement.js';

/**
 * An employee's salaries, salary structure and bank details, for admins (`:id` = user or employee
 * id) and HR officers (employee id; they cannot read the employee record, so the name comes with the
 * link or from a payslip).
 */
export function EmployeeSalariesPage({ area }: { area: SalaryArea }) {
  const { id = '' } = useParams();
  const linked = useLocation().state as PersonState | null;
  const employee = useEmployee(area === 'admin' ? id : undefined);
  const salaries = usePersonSalaries(id);
  const payslip = salaries.data?.[0];
  const name = employee.data?.emp_name ?? linked?.name ?? payslip?.emp_name;
  const code = employee.data?.employeeId ?? linked?.code ?? payslip?.employee.employeeId;
  const employeeId = employee.data?._id ?? (area === 'moderator' ? id : undefined);
  return (
    <>
      <PageHeader
        title={name ? `Salaries of ${name}` : 'Employee Salaries'}
        description={employee.data ? `${employee.data.employeeId} · ${employee.data.designation}` : code}
        actions={
          employee.data ? (
            <>
              <ExportMenu endpoint={salaryApi.exportHistory} query={{ employee: employee.data._id }} />
              <AddLink to={paths.admin.addSalary(id)}>Add Salary</AddLink>
            </>
          ) : area === 'moderator' ? (
            <AddLink to={salaryPaths(area).add}>Add Salary</AddLink>
          ) : null
        }
      />
      <SalaryStructureSection id={id} name={name} canRevise />
      <TaxStatementSection employee={id} name={name} />
      <SalaryTable
        correctable
        caption={name ? `Salaries of ${name}` : 'Salaries'}
        rows={salaries.data}
        loading={salaries.isFetching}
        error={salaries.isError ? salaries.error.message : null}
        scroll
      />
      {employeeId ? <PersonBankDetails person={{ employeeId, code: code ?? '', name: name ?? 'This person' }} /> : null}
    </>
  );
}
