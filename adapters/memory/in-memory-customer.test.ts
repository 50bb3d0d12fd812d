import { customerContract } from '../../testing/contracts/customer.contract';
import { demoCustomerAccounts, InMemoryCustomer } from './in-memory-customer';

customerContract('InMemoryCustomer', () => {
  const customer = new InMemoryCustomer(demoCustomerAccounts);
  const [anna] = demoCustomerAccounts;
  return { customer, email: anna?.profile.email ?? '', password: anna?.password ?? '', resetTokenOf: (email) => customer.mailedResetToken(email) };
});
