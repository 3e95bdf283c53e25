import { useRef, useState, type ChangeEvent } from 'react';
import { MSG } from '#shared/messages.js';

/** The state of a required reason (corrections, deletions, rejections): its text, error and field. */
export function useReason() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ref = useRef<HTMLTextAreaElement>(null);
  return {
    value,
    setError,
    reset: () => {
      setValue('');
      setError(undefined);
    },
    /** True when a reason was given; otherwise says one is needed and puts focus on the field. */
    check: () => {
      if (value.trim()) return true;
      setError(MSG.reasonRequired);
      ref.current?.focus();
      return false;
    },
    field: {
      ref,
      value,
      error,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setValue(event.target.value);
        setError(undefined);
      },
    },
  };
}

export type ReasonState = ReturnType<typeof useReason>;
