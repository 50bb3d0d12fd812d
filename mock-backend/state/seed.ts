import type { FixtureSet } from '../../fixtures/types';
import { STATE_VERSION, type ContactRecord, type CustomerRecord, type MockState } from './types';

/** Identifies the fixture set a state belongs to. */
export function fixtureKey(fixtures: FixtureSet): string {
  return `${fixtures.meta.formatVersion}:${fixtures.meta.seed}:${fixtures.meta.products}:${fixtures.meta.referenceDate}`;
}

/**
 * The state right after a reset: customers, orders, newsletter and contacts from the fixtures; no carts, no tokens, no
 * passwords (a seeded customer signs in with the fixture's demo password until they set their own).
 */
export function seedState(fixtures: FixtureSet, seed: number): MockState {
  const customers: Record<string, CustomerRecord> = {};
  const contacts: Record<string, ContactRecord> = {};
  const newsletter: MockState['newsletter'] = {};
  for (const fixture of fixtures.customers) {
    const c = fixture.customer;
    customers[String(c.id)] = {
      customer: structuredClone(c),
      contactId: fixture.contact_id,
      favstore: fixture.favstore,
      favbrand: fixture.favbrand,
    };
    contacts[fixture.contact_id] = {
      contactId: fixture.contact_id,
      customKey: c.external_id,
      email: c.email,
      firstname: c.firstname,
      lastname: c.lastname,
      favstore: fixture.favstore,
      favbrand: fixture.favbrand,
    };
    newsletter[c.email.toLowerCase()] = { subscribed: fixture.newsletter, contactId: fixture.contact_id };
  }
  let contactSeq = 0;
  for (const email of fixtures.newsletterSubscribers) {
    const key = email.toLowerCase();
    const existing = newsletter[key];
    if (existing !== undefined) {
      existing.subscribed = true;
      continue;
    }
    contactSeq += 1;
    const contactId = `NL-${String(contactSeq).padStart(6, '0')}`;
    newsletter[key] = { subscribed: true, contactId };
    contacts[contactId] = { contactId, customKey: key, email: key };
  }
  const maxCustomer = Math.max(0, ...fixtures.customers.map((f) => f.customer.id));
  const maxAddress = Math.max(0, ...fixtures.customers.flatMap((f) => f.customer.addresses.map((a) => a.id)));
  const maxOrder = Math.max(0, ...fixtures.orders.map((o) => o.entity_id));
  const maxItem = Math.max(0, ...fixtures.orders.flatMap((o) => o.items.map((i) => i.item_id)));
  return {
    version: STATE_VERSION,
    fixtureKey: fixtureKey(fixtures),
    rng: seed >>> 0,
    seq: { quote: 1000, item: maxItem + 1000, customer: maxCustomer, address: maxAddress, order: maxOrder, contact: contactSeq },
    carts: {},
    customers,
    tokens: {},
    refreshTokens: {},
    resetTokens: {},
    orders: structuredClone(fixtures.orders),
    stockSold: {},
    newsletter,
    contacts,
    loyaltySessions: {},
    payments: {},
    reviews: [],
    mails: [],
  };
}
