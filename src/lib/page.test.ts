import { afterEach, describe, expect, it, vi } from 'vitest';
import { goTo } from './page.ts';

const fakeLocation = () => ({ assign: vi.fn() });

describe('goTo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes only the first way out of a page: a second would abort the navigation under way', () => {
    const location = fakeLocation();
    vi.stubGlobal('location', location);
    vi.stubGlobal('document', { documentElement: { dataset: { locale: 'pt' } } });
    goTo('/');
    goTo('/');
    expect(location.assign.mock.calls).toEqual([['/pt/']]);
  });

  it('leaves the next page as freely', () => {
    const location = fakeLocation();
    vi.stubGlobal('location', location);
    goTo('/agentHome');
    expect(location.assign).toHaveBeenCalledWith('/agentHome');
  });
});
