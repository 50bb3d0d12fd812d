import { loyaltyContract } from '../../testing/contracts/loyalty.contract';
import { demoLoyalty, InMemoryLoyalty } from './in-memory-loyalty';

loyaltyContract('InMemoryLoyalty', async () => {
  let now = Date.UTC(2026, 10, 1);
  const loyalty = new InMemoryLoyalty({ ...demoLoyalty, now: () => now });
  return {
    loyalty,
    cart: { token: 'token-anna', cartId: 7 },
    coupon: 'LOYAL-ANNA-15',
    discount: 'LOYAL-5',
    expire: () => {
      now += 3601 * 1000;
    },
  };
});
