import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { LoginInput, loginSchema } from '#shared/schemas/auth.js';

type Field = 'email' | 'password';
export type LoginErrors = Partial<Record<Field, string>>;

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

let rules: Promise<typeof loginSchema> | undefined;

/** The shared schema (and zod with it) loads with the first focus in the form or the first check, not with the screen. */
export const loadLoginRules = () => (rules ??= import('#shared/schemas/auth.js').then((module) => module.loginSchema));

/** The values as the schema reads them, or the first message of each field that fails. */
async function check(values: LoginValues): Promise<{ input: LoginInput | null; errors: LoginErrors }> {
  const result = (await loadLoginRules()).safeParse(values);
  if (result.success) return { input: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { input: null, errors };
}

/**
 * The login form's state without a form library (react-hook-form is 13.6 kB gzip, more than the
 * login screen's own code; docs/performance.md, "Browser"): the values, the shared schema's
 * messages — checked on submit, then again on every change, as react-hook-form does by default —
 * and whether the sign-in is being sent. A form that fails the check focuses its first wrong field.
 */
export function useLoginForm(initial: LoginValues, onValid: (input: LoginInput) => Promise<void>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  // Checks are asynchronous (the rules may still be loading): only the latest one's answer counts.
  const latest = useRef(0);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  const recheck = async (next: LoginValues) => {
    const ticket = ++latest.current;
    const result = await check(next);
    if (ticket === latest.current) setErrors(result.errors);
    return result;
  };

  /** One handler for every field: the input's `name` says which. */
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, type, checked, value } = event.target;
    const next = { ...values, [name]: type === 'checkbox' ? checked : value };
    setValues(next);
    if (submitted.current) void recheck(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    submitted.current = true;
    setSubmitting(true);
    try {
      const { input, errors: found } = await recheck(values);
      if (!input) {
        (found.email ? email : password).current?.focus();
        return;
      }
      await onValid(input);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, emailRef: email, passwordRef: password, change, submit };
}
