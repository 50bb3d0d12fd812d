import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { PortError } from '../../application/ports/port-error';
import { SharedAnswers, sharedAnswerMaxAgeMs } from './shared-answers';

/** SharedAnswers never reads an answer's fields: a numbered object stands for a service's answer. */
const answerNumbered = (n: number) => ({ lines: [{ text: `answer ${n}` }] });

function service() {
  let loads = 0;
  const load = vi.fn(() => Promise.resolve(answerNumbered(++loads)));
  return { load };
}

describe('SharedAnswers', () => {
  it('loads an answer once for the renders of one purge generation, and again after a purge', async () => {
    let now = 0;
    const answers = new SharedAnswers(() => now);
    const { load } = service();
    const [a, b] = await Promise.all([answers.answer('theme:nl', 1, load), answers.answer('theme:nl', 1, load)]);
    now += 10_000;
    expect(await answers.answer('theme:nl', 1, load)).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await answers.answer('theme:nl', 2, load)).toEqual(answerNumbered(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks the service again once the answer is a minute old, and keeps each key apart', async () => {
    let now = 0;
    const answers = new SharedAnswers(() => now);
    const { load } = service();
    await answers.answer('theme:nl', 1, load);
    await answers.answer('theme:de', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
    now += sharedAnswerMaxAgeMs - 1;
    await answers.answer('theme:nl', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
    now += 1;
    expect(await answers.answer('theme:nl', 1, load)).toEqual(answerNumbered(3));
  });

  it('names the answer last loaded for a key, whatever its age, for the theme file the pages link', async () => {
    let now = 0;
    const answers = new SharedAnswers(() => now);
    expect(answers.latest('theme:nl')).toBeUndefined();
    const { load } = service();
    const answer = await answers.answer('theme:nl', 1, load);
    now += 10 * sharedAnswerMaxAgeMs;
    expect(await answers.latest('theme:nl')).toBe(answer);
    expect(answers.latest('theme:de')).toBeUndefined();
  });

  it('keeps no failure: the next render asks the service again', async () => {
    const answers = new SharedAnswers(() => 0);
    const down = vi.fn(() => Promise.reject(new PortError('unavailable', 'CMS down')));
    await expect(answers.answer('theme:en', 1, down)).rejects.toThrow('CMS down');
    const { load } = service();
    expect(await answers.answer('theme:en', 1, load)).toEqual(answerNumbered(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands out a frozen answer, so no render can change what the next one reads', async () => {
    const answers = new SharedAnswers(() => 0);
    const answer = await answers.answer('theme:nl', 1, () => Promise.resolve(answerNumbered(1)));
    expect(() => {
      answer.lines[0]!.text = 'changed';
    }).toThrow(TypeError);
  });

  it('keeps at most its bound of answers, dropping the longest kept: keys come from request paths', async () => {
    const answers = new SharedAnswers(() => 0, sharedAnswerMaxAgeMs, 3);
    const { load } = service();
    for (const path of ['a', 'b', 'c', 'd']) await answers.answer(`category:${path}`, 1, load);
    expect(answers.size).toBe(3);
    expect(answers.latest('category:a')).toBeUndefined();
    await answers.answer('category:d', 1, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('property: each answer is the service’s latest for that key, loaded in the same generation and under a minute ago', async () => {
    const step = fc.record({
      key: fc.constantFrom('theme:nl', 'theme:en', 'theme:de', 'category:a', 'category:b'),
      purge: fc.boolean(),
      waitMs: fc.integer({ min: 0, max: 2 * sharedAnswerMaxAgeMs }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), fc.integer({ min: 1, max: 6 }), async (steps, bound) => {
        let now = 0;
        let generation = 0;
        let loads = 0;
        const answers = new SharedAnswers(() => now, sharedAnswerMaxAgeMs, bound);
        // The model: what each key holds, in the order loaded; past the bound the first loaded goes.
        const model = new Map<string, { generation: number; at: number; n: number }>();
        for (const { key, purge, waitMs } of steps) {
          now += waitMs;
          if (purge) generation += 1;
          const kept = model.get(key);
          const fresh = kept !== undefined && kept.generation === generation && now - kept.at < sharedAnswerMaxAgeMs;
          const answer = await answers.answer(key, generation, () => Promise.resolve(answerNumbered(++loads)));
          if (!fresh) {
            model.delete(key);
            model.set(key, { generation, at: now, n: loads });
            if (model.size > bound) model.delete(model.keys().next().value as string);
          }
          expect(answer).toEqual(answerNumbered(model.get(key)!.n));
          expect(answers.size).toBe(model.size);
        }
      }),
    );
  });
});
