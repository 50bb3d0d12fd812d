import { isUsingStaticRendering } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';

describe('the server renderer', () => {
  it('renders MobX observers statically: an uncommitted server render leaves no reaction behind', async () => {
    await import('../ui/render/entry-server');
    expect(isUsingStaticRendering()).toBe(true);
  });
});
