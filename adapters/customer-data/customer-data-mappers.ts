import type { SubscribeResult } from '../../domain/newsletter/types';
import type { ContactOverview } from '../../application/ports/newsletter-port';
import type { ContactOverviewWire, SubscribeWire } from './customer-data-wire';

export function toSubscribeResult(wire: SubscribeWire): SubscribeResult {
  return {
    ...(typeof wire.contact_id === 'string' ? { contact_id: wire.contact_id } : {}),
    ...(wire.email_exists === undefined ? {} : { email_exists: wire.email_exists }),
  };
}

export function toContactOverview(wire: ContactOverviewWire): ContactOverview {
  const text = (value: string | null | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);
  const email = text(wire.email);
  const favstore = text(wire.favstore);
  const favbrand = text(wire.favbrand);
  return {
    contactId: wire.contactId,
    ...(email === undefined ? {} : { email }),
    ...(favstore === undefined ? {} : { favstore }),
    ...(favbrand === undefined ? {} : { favbrand }),
    ...(wire.newsletter === undefined ? {} : { newsletter: wire.newsletter }),
  };
}
