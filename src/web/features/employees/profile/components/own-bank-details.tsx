import { BankDetailsSection } from '#web/components/bank-details-section.js';
import { useOwnBankAccount } from '#web/lib/bank-account.js';

/** One's own bank details on My Profile: read-only, the account number masked; HR changes them. */
export function OwnBankDetails() {
  const account = useOwnBankAccount();
  return (
    <BankDetailsSection
      account={account.data}
      loading={account.isPending}
      error={account.error}
      empty="No bank details are on record for you yet, so your pay cannot be transferred."
      note="Your net pay is transferred to this account. To change it, ask HR."
    />
  );
}
