import { describe, expect, it, vi } from 'vitest';
import { PortError } from '../../application/ports/port-error';
import { type UrlMapPort } from '../../application/ports/url-map-port';
import { type UrlMapAnswer } from '../../domain/routing/types';
import { SharedAnswers } from '../memory/shared-answers';
import { SharedUrlMap } from './shared-url-map';

const category = { _type: 'category', _source: { id: 20, url_path: 'dames' } } as unknown as UrlMapAnswer;

function urlMap(answers: Record<string, UrlMapAnswer | null>) {
  return {
    map: vi.fn((_store: string, url: string) => Promise.resolve(answers[url] ?? null)),
    redirect: vi.fn(() => Promise.resolve(null)),
  };
}

describe('SharedUrlMap', () => {
  it('shares the entity at a path between the renders of a generation, and asks again after a purge', async () => {
    const inner = urlMap({ dames: category });
    const answers = new SharedAnswers(() => 0);
    const first = new SharedUrlMap(inner as unknown as UrlMapPort, answers, 1);
    const second = new SharedUrlMap(inner as unknown as UrlMapPort, answers, 1);
    expect(await first.map('nl', 'dames')).toEqual(category);
    expect(await second.map('nl', 'dames')).toBe(await first.map('nl', 'dames'));
    expect(inner.map).toHaveBeenCalledTimes(1);
    await new SharedUrlMap(inner as unknown as UrlMapPort, answers, 2).map('nl', 'dames');
    expect(inner.map).toHaveBeenCalledTimes(2);
    await first.map('en', 'dames');
    expect(inner.map).toHaveBeenCalledTimes(3);
  });

  it('never keeps a path the map does not know: the adapter answers null for a failed call too', async () => {
    const inner = urlMap({});
    const shared = new SharedUrlMap(inner as unknown as UrlMapPort, new SharedAnswers(() => 0), 1);
    expect(await shared.map('nl', 'dames')).toBeNull();
    inner.map.mockResolvedValueOnce(category);
    expect(await shared.map('nl', 'dames')).toEqual(category);
    expect(inner.map).toHaveBeenCalledTimes(2);
  });

  it('shares "no stored redirect", and keeps no failure of the redirect table', async () => {
    const inner = urlMap({});
    const shared = new SharedUrlMap(inner as unknown as UrlMapPort, new SharedAnswers(() => 0), 1);
    inner.redirect.mockRejectedValueOnce(new PortError('unavailable', 'index down'));
    await expect(shared.redirect('nl', 'oud')).rejects.toThrow('index down');
    expect(await shared.redirect('nl', 'oud')).toBeNull();
    expect(await shared.redirect('nl', 'oud')).toBeNull();
    expect(inner.redirect).toHaveBeenCalledTimes(2);
  });
});
