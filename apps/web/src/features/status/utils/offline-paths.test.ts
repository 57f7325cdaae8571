import { describe, expect, it } from 'vitest';
import { worksOffline } from './offline-paths';

describe('worksOffline', () => {
  it('lets the about, legal and careers pages through in any case', () => {
    for (const path of ['/about', '/about/pos', '/About/API', '/terms', '/privacy', '/Careers']) {
      expect(worksOffline(path)).toBe(true);
    }
    expect(worksOffline('/terms/')).toBe(true);
  });

  it('blocks every other page', () => {
    for (const path of ['/', '/products', '/cart', '/about/team', '/contactus', '/login']) {
      expect(worksOffline(path)).toBe(false);
    }
  });
});
