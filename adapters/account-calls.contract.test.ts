import { afterAll, afterEach, beforeAll } from 'vitest';
import { accountCallsContract } from '../testing/contracts/account-calls.contract';
import { type NodeMock, startNodeMock } from '../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD, inStockSimple } from '../testing/mock-backend/test-mock';
import { CustomerDataNewsletter } from './customer-data/customer-data-newsletter';
import { LoyaltyExtension } from './loyalty/loyalty-extension';
import { MagentoCustomer } from './magento-customer/magento-customer';
import { mockApiConfig } from '../testing/mock-api-config';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const api = mockApiConfig();
const post = async (path: string, body?: unknown): Promise<unknown> => {
  const response = await fetch(`${api.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as { result: unknown }).result;
};

accountCallsContract('MagentoCustomer, CustomerDataNewsletter and LoyaltyExtension over the mock backend', () => {
  const customer = new MagentoCustomer(api);
  const loyalty = new LoyaltyExtension(api);
  return {
    customer,
    newsletter: new CustomerDataNewsletter(api),
    loyalty,
    async signIn() {
      const { token } = await customer.login(DEMO_EMAIL, DEMO_PASSWORD);
      const { profile } = await customer.me(token);
      const cartId = String(await post(`/api/ext/magento/cart/create?token=${token}`));
      const product = inStockSimple(mock);
      await post(`/api/ext/magento/cart/update?token=${token}&cartId=${cartId}`, { cartItem: { sku: product.sku, qty: 2, quoteId: cartId } });
      const [transaction] = (await loyalty.transactions(token)).value;
      return {
        token,
        password: DEMO_PASSWORD,
        cartId,
        storeCode: 'nl',
        userId: profile.user_id ?? '',
        addressId: profile.addresses[0]?.address_id ?? '',
        customKey: profile.external_id ?? '',
        transactionId: String(transaction?.transaction_id ?? ''),
        coupon: 'LOYAL-ANNA-15',
        discount: 'LOYAL-5',
      };
    },
    async fail(method, pattern, effect) {
      await post('/__mock/faults', { spec: `${method} ${pattern}=${effect === 'error' ? 'error:1:503' : 'outage'}` });
    },
  };
});
