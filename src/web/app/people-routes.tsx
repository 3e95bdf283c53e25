import type { RouteObject } from 'react-router';
import { screenCode } from './screen-code.js';

/** The employee and department screens: lists, forms and profiles. */
export const people = {
  departments: (path: string): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await import('#web/features/departments/departments-page.js')).DepartmentsPage }),
  }),
  addDepartment: (path: string): RouteObject => ({
    path,
    lazy: async () => ({
      Component: (await import('#web/features/departments/department-pages.js')).AddDepartmentPage,
    }),
  }),
  editDepartment: (path: string): RouteObject => ({
    path,
    lazy: async () => ({
      Component: (await import('#web/features/departments/department-pages.js')).EditDepartmentPage,
    }),
  }),
  employees: (path: string): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await screenCode.employees()).EmployeesPage }),
  }),
  addEmployee: (path: string): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await import('#web/features/employees/add-employee-page.js')).AddEmployeePage }),
  }),
  viewEmployee: (path: string): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await import('#web/features/employees/view-employee-page.js')).ViewEmployeePage }),
  }),
  editEmployee: (path: string): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await import('#web/features/employees/edit-employee-page.js')).EditEmployeePage }),
  }),
  editProfile: (path: string): RouteObject => ({
    path,
    lazy: async () => {
      const { EditEmployeePage } = await import('#web/features/employees/edit-employee-page.js');
      return { element: <EditEmployeePage title="Edit Profile" submitLabel="Update Profile" /> };
    },
  }),
  managers: (path: string): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await import('#web/features/employees/managers-page.js')).ManagersPage }),
  }),
  team: (path: string): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await import('#web/features/employees/team-page.js')).TeamPage }),
  }),
  employeeProfile: (path: string): RouteObject => ({
    path,
    lazy: async () => ({
      Component: (await import('#web/features/employees/profile/employee-profile-page.js')).EmployeeProfilePage,
    }),
  }),
  managerProfile: (path: string): RouteObject => ({
    path,
    lazy: async () => ({
      Component: (await import('#web/features/employees/profile/manager-profile-page.js')).ManagerProfilePage,
    }),
  }),
};
