import { NodeConnectivity } from '../adapters/connectivity/node-connectivity';
import { demoCustomerAccounts, InMemoryCustomer } from '../adapters/memory/in-memory-customer';
import type { CustomerTokens } from '../application/ports/customer-port';

/** An in-memory customer backend with the demo account, and the connectivity flag. */
export function accountWorld(): {
  customer: InMemoryCustomer;
  connectivity: NodeConnectivity;
  email: string;
  password: string;
  login(): Promise<CustomerTokens>;
} {
  const customer = new InMemoryCustomer(demoCustomerAccounts);
  const [anna] = demoCustomerAccounts;
  const email = anna?.profile.email ?? '';
  const password = anna?.password ?? '';
  return { customer, connectivity: new NodeConnectivity(), email, password, login: () => customer.login(email, password) };
}
