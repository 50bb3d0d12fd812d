import { useEffect, useState } from 'react';
import { type OrderReceipt } from '../../application/checkout/order-receipt';
import { useStores } from '../app/stores-context';

/**
 * The receipt of an order placed on this device, kept current: read from the device when the page has none (back from
 * the payment provider), and read again when the order, queued offline, has been sent and has its order number.
 */
export function useOrderReceipt(orderId: string, given: OrderReceipt | undefined): OrderReceipt | undefined {
  const { useCases, notifications } = useStores();
  const [receipt, setReceipt] = useState(given);

  useEffect(() => {
    let active = true;
    const reload = () =>
      void useCases.orderReceipts.find(orderId).then((found) => {
        if (active && found !== undefined) setReceipt(found);
      });
    if (given === undefined) reload();
    const stop = notifications.onEvent((event) => {
      if (event.kind === 'offline-order-sent' && event.orderId === orderId) reload();
    });
    return () => {
      active = false;
      stop();
    };
  }, [orderId, given, useCases, notifications]);

  return receipt;
}
