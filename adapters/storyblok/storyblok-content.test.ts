import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { badContentTypeMessage } from '../http/json-client';
import { wrongFormatMessage } from '../http/parse-wire';
import { mockApiConfig } from '../../testing/mock-api-config';
import { StoryblokContent } from './storyblok-content';
import { failure } from '../../testing/contracts/port-failure';

let mock: NodeMock;
const content = new StoryblokContent(mockApiConfig());

beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 40 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

describe('StoryblokContent against the mock backend', () => {
  it('loads the theme of each store view with its menu, contact link and USP messages', async () => {
    const [nl, en, de] = await Promise.all([content.theme('nl'), content.theme('en'), content.theme('de')]);
    expect(nl.menu.map((m) => m.label)).toContain('Dames');
    expect(en.menu.map((m) => m.label)).toContain('Women');
    expect(de.menu.map((m) => m.label)).toContain('Damen');
    expect(en.menu.every((m) => m.url.startsWith('/en/'))).toBe(true);
    expect(nl.menu.every((m) => !m.url.startsWith('/nl/'))).toBe(true);
    expect(en.usps.length).toBeGreaterThan(0);
    expect(de.contactLink?.url).toMatch(/^\/de\//);
    expect(en.menu.some((m) => m.promo !== undefined)).toBe(true);
    expect(en.mobileMenu?.footerLinks.length).toBeGreaterThan(0);
    expect(en.footer?.paymentIcons).toContain('visa');
    expect(en.footer?.navigation.length).toBeGreaterThan(0);
  });

  it('reports an outage as unavailable', async () => {
    mock.ctx.faults.add({ pattern: 'cms/*', outage: true });
    expect((await failure(content.theme('nl'))).kind).toBe('unavailable');
  });

  it('reports a body of the wrong shape with the spec text, and a non-JSON body as bad content type', async () => {
    mock.ctx.faults.set([{ pattern: 'cms/*', malformed: 'shape' }]);
    const shape = await failure(content.theme('nl'));
    expect(shape.kind).toBe('invalid-response');
    expect(shape.message).toContain(wrongFormatMessage);
    mock.ctx.faults.set([{ pattern: 'cms/*', contentType: 'html' }]);
    expect((await failure(content.theme('nl'))).message).toBe(badContentTypeMessage);
  });

  it('reports a server error as unavailable', async () => {
    mock.ctx.faults.set([{ pattern: 'cms/*', errorRate: 1 }]);
    const error = await failure(content.theme('en'));
    expect(error.kind).toBe('unavailable');
    expect(error.details.status).toBe(503);
  });
});
