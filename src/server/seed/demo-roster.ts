import type { DESIGNATIONS, GENDERS, MARITAL_STATUSES } from '#shared/constants.js';
import type { Role } from '#shared/roles.js';
import { DEMO_ACCOUNTS } from './accounts.js';

/** The people and departments of the demo organisation, as plain data. */

export type DepartmentKey = 'engineering' | 'hr' | 'sales' | 'marketing';

export const DEMO_DEPARTMENTS: readonly { key: DepartmentKey; name: string; description: string }[] = [
  {
    key: 'engineering',
    name: 'Engineering',
    description: 'Designs, builds and runs the software our customers and colleagues rely on.',
  },
  {
    key: 'hr',
    name: 'Human Resources',
    description: 'Hiring, onboarding, leave, payroll and the wellbeing of everyone here.',
  },
  {
    key: 'sales',
    name: 'Sales',
    description: 'Wins new customers and looks after existing accounts at home and abroad.',
  },
  {
    key: 'marketing',
    name: 'Marketing',
    description: 'Brand, campaigns, content and market research.',
  },
];

export interface DemoJob {
  /** null: belongs to no department (the admin runs the whole organisation). */
  department: DepartmentKey | null;
  designation: (typeof DESIGNATIONS)[number];
  gender: (typeof GENDERS)[number];
  maritalStatus: (typeof MARITAL_STATUSES)[number];
  /** Age on today's date; the date of birth is derived from it so ages never drift. */
  age: number;
  /** MM-DD */
  birthday: string;
  /** Monthly salary in whole currency units. */
  salary: number;
  /** Already normalised the way the add-employee form stores it. */
  phone: string;
  /** The department this person heads. */
  manages?: DepartmentKey;
}

export interface DemoPersonData {
  name: string;
  email: string;
  role: Role;
  /** null: a sign-in without an employment record. */
  job: DemoJob | null;
}

type JobRow = [
  department: DepartmentKey | null,
  designation: DemoJob['designation'],
  gender: DemoJob['gender'],
  maritalStatus: DemoJob['maritalStatus'],
  age: number,
  birthday: string,
  salary: number,
  phone: string,
];

function person(name: string, role: Role, row: JobRow | null, manages?: DepartmentKey) {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@ems.test`;
  return withJob({ name, email, role, job: null }, row, manages);
}

function withJob(base: DemoPersonData, row: JobRow | null, manages?: DepartmentKey) {
  if (!row) return base;
  const [department, designation, gender, maritalStatus, age, birthday, salary, phone] = row;
  const job: DemoJob = { department, designation, gender, maritalStatus, age, birthday, salary, phone };
  if (manages) job.manages = manages;
  return { ...base, job };
}

/** One of the fixed sign-ins: the email comes from accounts.ts so the two cannot drift apart. */
function account(role: Role, name: string, row: JobRow | null, manages?: DepartmentKey) {
  const email = DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
  return withJob({ name, email, role, job: null }, row, manages);
}

/** Roster order is also employee-code order (EMP-0001 is the admin). */
export const DEMO_PEOPLE: readonly DemoPersonData[] = [
  // The five fixed sign-ins of accounts.ts.
  account('admin', 'Ayesha Rahman', [
    null,
    'Project Manager',
    'female',
    'married',
    47,
    '03-14',
    250000,
    '+8801711203344',
  ]),
  account(
    'manager',
    'Imran Hossain',
    ['engineering', 'Project Manager', 'male', 'married', 41, '07-22', 180000, '+8801819456712'],
    'engineering',
  ),
  account('employee', 'Nadia Islam', [
    'engineering',
    'Full-stack Developer',
    'female',
    'single',
    27,
    '11-05',
    85000,
    '+8801913578246',
  ]),
  account('moderator', 'Farhan Ahmed', ['hr', 'HR Manager', 'male', 'married', 38, '01-30', 120000, '+8801552347890']),
  account('user', 'Sara Khan', null),
  // The other department heads.
  person(
    'Shirin Akter',
    'manager',
    ['hr', 'HR Manager', 'female', 'married', 44, '05-09', 160000, '+8801716882301'],
    'hr',
  ),
  person(
    'Daniel Brooks',
    'manager',
    ['sales', 'Sales Executive', 'male', 'divorced', 52, '09-17', 170000, '+8801787654321'],
    'sales',
  ),
  person(
    'Priya Sharma',
    'manager',
    ['marketing', 'Marketing Specialist', 'female', 'married', 39, '12-02', 155000, '+8801675431298'],
    'marketing',
  ),
  // Staff.
  person('Rafiqul Hasan', 'employee', [
    'engineering',
    'Back-end Developer',
    'male',
    'married',
    31,
    '02-11',
    95000,
    '+8801911223344',
  ]),
  person('Tanvir Chowdhury', 'employee', [
    'engineering',
    'Front-end Developer',
    'male',
    'single',
    26,
    '06-28',
    72000,
    '+8801812345670',
  ]),
  person('Emily Carter', 'employee', [
    'engineering',
    'Quality Assurance',
    'female',
    'single',
    29,
    '04-03',
    78000,
    '+8801731987654',
  ]),
  person('Mahmudul Karim', 'employee', [
    'engineering',
    'DevOps Engineer',
    'male',
    'married',
    35,
    '10-19',
    110000,
    '+8801558765432',
  ]),
  person('Sumaiya Begum', 'employee', [
    'engineering',
    'UI/UX Designer',
    'female',
    'married',
    30,
    '08-08',
    82000,
    '+8801623456789',
  ]),
  person('Jannatul Ferdous', 'employee', [
    'hr',
    'Business Analyst',
    'female',
    'single',
    24,
    '03-25',
    52000,
    '+8801317894561',
  ]),
  person('Kamal Uddin', 'employee', ['hr', 'Data Analyst', 'male', 'widowed', 57, '01-12', 90000, '+8801714567823']),
  person('Arif Mahmud', 'employee', [
    'sales',
    'Sales Executive',
    'male',
    'married',
    33,
    '05-30',
    68000,
    '+8801819873456',
  ]),
  person('Lucas Moreau', 'employee', [
    'sales',
    'Sales Executive',
    'male',
    'single',
    28,
    '09-02',
    70000,
    '+8801915678234',
  ]),
  person('Fatema Khatun', 'employee', [
    'sales',
    'Customer Service Representative',
    'female',
    'married',
    36,
    '11-21',
    48000,
    '+8801556789012',
  ]),
  person('Sabbir Rahman', 'employee', [
    'sales',
    'Business Analyst',
    'male',
    'divorced',
    42,
    '07-07',
    98000,
    '+8801678901234',
  ]),
  person('Nusrat Jahan', 'employee', [
    'marketing',
    'Marketing Specialist',
    'female',
    'single',
    25,
    '02-17',
    60000,
    '+8801318765432',
  ]),
  person('Oliver Bennett', 'employee', [
    'marketing',
    'Graphic Designer',
    'male',
    'married',
    34,
    '12-28',
    74000,
    '+8801736789120',
  ]),
  person('Mehedi Hasan', 'employee', [
    'marketing',
    'Content Writer',
    'male',
    'single',
    23,
    '10-10',
    45000,
    '+8801923456781',
  ]),
];
