// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table.js';

interface Person {
  id: string;
  name: string;
}

const columns: Column<Person>[] = [
  { header: 'S No', cell: (_row, index) => index + 1 },
  { header: 'Name', cell: (row) => row.name },
];
const people = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${from + i}`, name: `Person ${from + i}` }));

afterEach(cleanup);

describe('DataTable', () => {
  it('shows a row per item with numbering that continues on later pages', () => {
    render(
      <DataTable caption="People" columns={columns} rows={people(2, 11)} rowKey={(row) => row.id} startIndex={10} />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['11Person 11', '12Person 12']);
  });

  it('says it is loading, then what is empty, and shows an error instead of either', () => {
    const { rerender } = render(
      <DataTable caption="People" columns={columns} rows={undefined} rowKey={(row) => row.id} loading />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    rerender(
      <DataTable caption="People" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No employees found." />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('No employees found.')).toBeTruthy();
    rerender(
      <DataTable
        caption="People"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        error="Failed to load employees."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to load employees.');
    expect(screen.queryByText('No employees found.')).toBeNull();
  });

  it('pages: the range, the page count, and the buttons that stop at either end', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const paging = { page: 1, pageSize: 10, total: 23, onPageChange, onPageSizeChange };
    const { rerender } = render(
      <DataTable caption="People" columns={columns} rows={people(10)} rowKey={(row) => row.id} paging={paging} />,
    );
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);

    rerender(
      <DataTable
        caption="People"
        columns={columns}
        rows={people(3, 21)}
        rowKey={(row) => row.id}
        paging={{ ...paging, page: 3 }}
      />,
    );
    expect(screen.getByText('21–23 of 23')).toBeTruthy();
    // Without a startIndex, numbering starts where the page does.
    const numbers = within(screen.getByRole('table', { name: 'People' }))
      .getAllByRole('row')
      .slice(1);
    expect(numbers.map((row) => row.firstChild?.textContent)).toEqual(['21', '22', '23']);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says '500+' when the server stopped counting a search at its cap", () => {
    const paging = {
      page: 1,
      pageSize: 10,
      total: 500,
      totalCapped: true,
      onPageChange: vi.fn(),
      onPageSizeChange: vi.fn(),
    };
    render(<DataTable caption="People" columns={columns} rows={people(10)} rowKey={(row) => row.id} paging={paging} />);
    expect(screen.getByText('1–10 of 500+')).toBeTruthy();
    expect(screen.getByText('Page 1 of 50+')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
