// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '#web/lib/toast.js';
import { ToastRegion } from './toast-region.js';

afterEach(cleanup);

describe('ToastRegion', () => {
  it('renders no toast region until a toast is asked for, then shows the toast asked for before it loaded', async () => {
    const { container } = render(<ToastRegion theme="light" />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();

    act(() => toast.success('Employee added successfully', { description: 'Ada Lovelace' }));

    expect(await screen.findByText('Employee added successfully')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('region').getAttribute('aria-label')).toMatch(/^Notifications/);
  });

  it('shows later toasts of every kind in the same region', async () => {
    render(<ToastRegion theme="dark" />);
    act(() => {
      toast('New leave request');
      toast.error('Failed to add employee');
      toast.info('Nothing to mark');
    });
    for (const text of ['New leave request', 'Failed to add employee', 'Nothing to mark'])
      expect(await screen.findByText(text)).toBeTruthy();
  });
});
