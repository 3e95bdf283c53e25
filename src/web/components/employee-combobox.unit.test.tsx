// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmployeeCombobox, type EmployeeOption, type EmployeeSearch } from './employee-combobox.js';

const PEOPLE: EmployeeOption[] = [
  { _id: 'a', employeeId: 'EMP-001', emp_name: 'Nadia Islam', department: { dep_name: 'Finance' } },
  { _id: 'b', employeeId: 'EMP-002', emp_name: 'Nabil Ahmed', department: null },
  { _id: 'c', employeeId: 'EMP-003', emp_name: 'Rafi Khan', department: { dep_name: 'IT' } },
];

const searchOf = (): EmployeeSearch =>
  vi.fn(async (text: string) => PEOPLE.filter((person) => person.emp_name.toLowerCase().includes(text.toLowerCase())));

function Picker({ search, onPick }: { search: EmployeeSearch; onPick: (option: EmployeeOption | null) => void }) {
  const [value, setValue] = useState<EmployeeOption | null>(null);
  return (
    <EmployeeCombobox
      label="Employee"
      value={value}
      onChange={(option) => {
        setValue(option);
        onPick(option);
      }}
      search={search}
      queryKey={['test', 'people']}
    />
  );
}

function renderPicker(search: EmployeeSearch, onPick = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Picker search={search} onPick={onPick} />
    </QueryClientProvider>,
  );
  return { onPick, input: screen.getByRole('combobox', { name: 'Employee' }) };
}

afterEach(cleanup);

describe('EmployeeCombobox', () => {
  it('searches as the person types and picks with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const search = searchOf();
    const { input, onPick } = renderPicker(search);
    await user.type(input, 'na');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('na', expect.anything()));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toMatch(/option-1$/);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(PEOPLE[1]);
    expect((input as HTMLInputElement).value).toBe('Nabil Ahmed (EMP-002)');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('while a new search runs, keeps only the earlier matches the text still allows', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const slow: EmployeeSearch = vi.fn(async (text: string) => {
      if (text === 'raf') await new Promise<void>((resolve) => (release = resolve));
      return PEOPLE.filter((person) => person.emp_name.toLowerCase().includes(text.toLowerCase()));
    });
    const { input } = renderPicker(slow);
    await user.click(input);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.type(input, 'raf');
    await waitFor(() => expect(slow).toHaveBeenLastCalledWith('raf', expect.anything()));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Rafi KhanEMP-003 · IT']);
    release();
  });

  it('says when nothing matches, and Escape closes the list without a pick', async () => {
    const user = userEvent.setup();
    const { input, onPick } = renderPicker(searchOf());
    await user.type(input, 'zzz');
    await waitFor(() => expect(screen.getByText('No employees found.')).toBeTruthy());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onPick).not.toHaveBeenCalledWith(expect.objectContaining({ _id: expect.any(String) }));
  });

  it('says when the search failed', async () => {
    const user = userEvent.setup();
    const { input } = renderPicker(vi.fn(async () => Promise.reject(new Error('offline'))));
    await user.type(input, 'a');
    await waitFor(() => expect(screen.getByText('Could not load employees.')).toBeTruthy());
  });
});
