/** A customer record as the loyalty extension's profile update sends it. */
export type LoyaltyCustomerFields = Readonly<Record<string, unknown>> & { readonly date_of_birth?: unknown; readonly mobile_number?: unknown };

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Loyalty profile update: when date_of_birth is present, empty customer fields are dropped; an empty mobile_number is set to '-' (cart spec §5). */
export function cleanLoyaltyProfile(customer: LoyaltyCustomerFields): Readonly<Record<string, unknown>> {
  if (isEmpty(customer.date_of_birth)) return customer;
  const kept = Object.entries(customer).filter(([field, value]) => field !== 'mobile_number' && !isEmpty(value));
  return Object.fromEntries([...kept, ['mobile_number', isEmpty(customer.mobile_number) ? '-' : customer.mobile_number]]);
}
