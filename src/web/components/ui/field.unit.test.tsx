// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField, TextField } from './field.js';

afterEach(cleanup);

describe('TextField', () => {
  it('is found by its label and has no error state while valid', () => {
    render(<TextField label="Employee Name" hint="As on the ID card" />);
    const input = screen.getByLabelText('Employee Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('As on the ID card');
  });

  it('attaches its error message to the control, so a screen reader reads it with the field', () => {
    render(<TextField label="Employee Name" hint="As on the ID card" error="Employee Name is required" />);
    const input = screen.getByLabelText('Employee Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As on the ID card', 'Employee Name is required']);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a labelled toggle that says its state', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="Secret-pass1" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    const toggle = screen.getByRole('button', { name: 'Hide password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });
});
