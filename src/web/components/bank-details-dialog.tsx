import { useState } from 'react';
import { bankAccountInputSchema, type BankAccountInput } from '#shared/schemas/payout.js';
import { Button } from '#web/components/ui/button.js';
import { TextField } from '#web/components/ui/field.js';
import { Modal } from '#web/components/ui/modal.js';
import { errorText, isApiError } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useBankAccount, useSaveBankAccount } from '#web/lib/bank-account.js';

export interface BankPerson {
  employeeId: string;
  code: string;
  name: string;
}

/** Entering a person's bank details (admins and HR officers): where their pay goes. */
export function BankDetailsDialog({ person, onClose }: { person: BankPerson | null; onClose: () => void }) {
  const saved = useBankAccount(person?.employeeId ?? null);
  if (!person || saved.isPending) return null;
  return <BankForm key={person.employeeId} person={person} saved={saved.data ?? null} onClose={onClose} />;
}

type Field = keyof BankAccountInput;
const EMPTY: BankAccountInput = { bankName: '', routingCode: '', accountName: '', accountNumber: '' };

function BankForm({
  person,
  saved,
  onClose,
}: {
  person: BankPerson;
  saved: BankAccountInput | null;
  onClose: () => void;
}) {
  const save = useSaveBankAccount(person.employeeId);
  const [values, setValues] = useState<BankAccountInput>(saved ?? { ...EMPTY, accountName: person.name });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((old) => ({ ...old, [field]: event.target.value }));
    setErrors({});
  };

  const submit = async () => {
    const parsed = bankAccountInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    try {
      toast.success(`${person.name}: ${(await save.mutateAsync(parsed.data)).message.toLowerCase()}`);
      onClose();
    } catch (failure) {
      if (isApiError(failure, 400)) {
        return setErrors({ [(failure.fieldErrors[0]?.field ?? 'bankName') as Field]: failure.message });
      }
      toast.error('The bank details were not saved', { description: errorText(failure, 'Please try again.') });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(next) => (next || save.isPending ? undefined : onClose())}
      title={`Bank details — ${person.name} (${person.code})`}
      description="Where this person's net pay is transferred. The bank file of a posted run is made from these."
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Bank" value={values.bankName} error={errors.bankName} onChange={set('bankName')} />
          <TextField
            label="Branch routing code"
            value={values.routingCode}
            error={errors.routingCode}
            onChange={set('routingCode')}
          />
          <TextField
            label="Account name"
            value={values.accountName}
            error={errors.accountName}
            onChange={set('accountName')}
          />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            value={values.accountNumber}
            error={errors.accountNumber}
            onChange={set('accountNumber')}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save bank details
          </Button>
        </div>
      </form>
    </Modal>
  );
}
