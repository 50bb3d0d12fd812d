import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../application/config/runtime-config';
import { LoadTheme } from '../application/content/load-theme';
import { ContentPort } from '../application/ports/content-port';
import { httpAdapters, useCases } from './modules';

describe('composition', () => {
  it('the HTTP adapter set binds every port and every use case resolves', () => {
    const container = new Container();
    container.load(httpAdapters({ origin: 'http://127.0.0.1', services: defaultRuntimeConfig.services, fetch }), useCases());
    expect(container.isBound(ContentPort)).toBe(true);
    expect(container.get(LoadTheme)).toBeInstanceOf(LoadTheme);
  });
});
