import { describe, expect, it } from 'vitest';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import type { EmployeeJson } from '#shared/schemas/employees.js';
import {
  checkEmployeeForm,
  createFormData,
  emptyEmployeeForm,
  formValuesOf,
  SELF_LOCKED,
  updateFormData,
} from './employee-form.js';

const record: EmployeeJson = {
  _id: 'e1',
  userId: 'u1',
  employeeId: 'EMP-0004',
  emp_name: 'Farhan Ahmed',
  emp_email: 'moderator@ems.test',
  emp_phone: '+8801552347890',
  gender: 'male',
  dob: '1988-01-30',
  marital_status: 'married',
  salary: 120000,
  role: 'moderator',
  designation: 'HR Manager',
  profileImage: null,
  department: { _id: '7d3f4a36-3c9f-4b6e-a1a5-4a8f1f1f2b10', dep_name: 'Human Resources' },
  hireDate: '2019-03-01',
  lastWorkingDay: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  user: { _id: 'u1', isActive: true },
};

const entries = (form: FormData | null) => (form ? Object.fromEntries([...form.entries()]) : null);

describe('employee form model', () => {
  it('a new employee: checks in the spec order and leaves the department out unless the role is employee', () => {
    const values = {
      ...emptyEmployeeForm('manager'),
      employeeId: 'E-1',
      emp_name: 'A B',
      emp_email: 'bad',
      department: 'x',
    };
    expect(checkEmployeeForm(values, 'create')[0]).toMatchObject({
      title: 'Invalid Email',
      message: EMPLOYEE_MSG.invalidEmail,
    });
    expect(createFormData({ ...values, emp_email: 'a@b.io' }).has('department')).toBe(false);
  });

  it('Joining Date starts at today, is sent with a new person, and may not lie more than a year ahead', () => {
    const values = {
      ...emptyEmployeeForm('manager', '2026-11-25'),
      employeeId: 'E-1',
      emp_name: 'A B',
      emp_email: 'a@b.io',
      emp_phone: '01711111111',
      salary: '100',
      designation: 'Software Engineer',
      gender: 'male',
      marital_status: 'single',
      dob: '1990-01-01',
      password: 'Strong@2025',
    };
    expect(values.hire_date).toBe('2026-11-25');
    expect(createFormData(values).get('hire_date')).toBe('2026-11-25');
    const far = checkEmployeeForm({ ...values, hire_date: '2099-01-01' }, 'create');
    expect(far.map((issue) => issue.field)).toEqual(['hire_date']);
    expect(far[0]?.message).toBe(EMPLOYEE_MSG.hireDateInvalid);
  });

  it('an edit checks and sends only what changed; an untouched moderator role is fine', () => {
    const initial = formValuesOf(record);
    expect(checkEmployeeForm(initial, 'update', initial)).toEqual([]);
    expect(updateFormData(initial, initial, [])).toBeNull();
    const renamed = { ...initial, emp_name: 'Farhan A.' };
    expect(entries(updateFormData(renamed, initial, []))).toEqual({ emp_name: 'Farhan A.' });
  });

  it('an edit refuses a cleared name and a weak new password, and never sends locked fields', () => {
    const initial = formValuesOf(record);
    expect(checkEmployeeForm({ ...initial, emp_name: ' ' }, 'update', initial)[0]?.message).toBe(
      EMPLOYEE_MSG.idAndNameRequired,
    );
    expect(checkEmployeeForm({ ...initial, password: 'weak' }, 'update', initial)[0]?.title).toBe('Weak Password');
    const changed = { ...initial, salary: '1', emp_phone: '01711111111', password: 'Strong@2025' };
    expect(entries(updateFormData(changed, initial, SELF_LOCKED))).toEqual({
      emp_phone: '01711111111',
      password: 'Strong@2025',
    });
  });
});
