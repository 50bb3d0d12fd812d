import { inject, injectable } from 'inversify';
import { isSubscribedAnswer } from '../../domain/newsletter/newsletter';
import type { NewsletterState, SubscribeResult } from '../../domain/newsletter/types';
import type { ContactOverview, NewsletterPort } from '../../application/ports/newsletter-port';
import { isPortError } from '../../application/ports/port-error';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { type JsonRequest, requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';
import { extensionBase } from '../magento-customer/extension-base';
import { toContactOverview, toSubscribeResult } from './customer-data-mappers';
import { contactIdWire, contactOverviewWire, mySubscriptionWire, subscribeWire, subscriptionStatusWire } from './customer-data-wire';

/** Newsletter and contact calls of the customer-data service (`/api/ext/customer-data`, cart spec §7). */
@injectable()
export class CustomerDataNewsletter implements NewsletterPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async isSubscribed(email: string): Promise<boolean> {
    return isSubscribedAnswer(parseWire(subscriptionStatusWire, await this.call('newsletter-subscribe', { query: { email } }), 'newsletter status'));
  }

  async subscribe(email: string, token?: string): Promise<SubscribeResult> {
    // The footer form posts a JSON body of email and token; the modal sends the email as a parameter (cart spec §7).
    const request: JsonRequest = token === undefined ? { method: 'POST', query: { email } } : { method: 'POST', body: { email, token } };
    return toSubscribeResult(parseWire(subscribeWire, await this.call('newsletter-subscribe', request), 'newsletter subscribe'));
  }

  async unsubscribe(email: string): Promise<void> {
    await this.call('newsletter-subscribe', { method: 'DELETE', query: { email } });
  }

  async mySubscription(token: string): Promise<NewsletterState> {
    const wire = parseWire(mySubscriptionWire, await this.call('mine/subscription', { query: { token } }), 'newsletter mine');
    return { isSubscribed: wire.is_subscribed, email: wire.email };
  }

  async updateMySubscription(token: string, subscribed: boolean): Promise<NewsletterState> {
    const wire = parseWire(
      mySubscriptionWire,
      await this.call('mine/subscription', { method: 'POST', query: { token }, body: { is_subscribed: subscribed } }),
      'newsletter mine',
    );
    return { isSubscribed: wire.is_subscribed, email: wire.email };
  }

  async contactId(customKey: string): Promise<string | undefined> {
    return this.unlessMissing(async () => parseWire(contactIdWire, await this.call('contact', { query: { customKey } }), 'contact id'));
  }

  async contactOverview(contactId: string): Promise<ContactOverview | undefined> {
    return this.unlessMissing(async () =>
      toContactOverview(parseWire(contactOverviewWire, await this.call(`contact/${encodeURIComponent(contactId)}/overview`), 'contact overview')),
    );
  }

  async updateContact(contactId: string, fields: Readonly<Record<string, string | boolean | number>>): Promise<void> {
    await this.call(`contact/${encodeURIComponent(contactId)}`, { method: 'PATCH', body: fields });
  }

  private async unlessMissing<T>(read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      if (isPortError(error, 'not-found')) return undefined;
      throw error;
    }
  }

  private async call(path: string, request: JsonRequest = {}): Promise<unknown> {
    const url = serviceUrl(this.config, extensionBase(this.config, 'customer-data'), path);
    const { body } = await requestJson(this.config.fetch, url, request);
    return unwrapEnvelope(body, `customer-data ${path}`).result;
  }
}
