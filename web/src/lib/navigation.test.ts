import { describe, expect, it } from 'vitest';
import { featureFlagsFor } from '#contracts/feature-flags';
import { economyLinks, myPagesLinks } from './navigation';

const paths = (links: { to: string }[]): string[] => links.map((link) => link.to);

describe('links to My pages and Economy', () => {
  it('offer a member every page whose flag is on', () => {
    const links = paths(myPagesLinks(featureFlagsFor('local'), ['Member']));
    expect(links).toContain('/minasidor/ekonomi');
    expect(links).toContain('/minasidor/minafullmakter');
    expect(links).not.toContain('/minasidor/minakop');
  });

  it('leave out what the role may not open', () => {
    const withoutForm = { ...featureFlagsFor('local'), registrationForm: false };
    const potential = paths(myPagesLinks(withoutForm, ['Potential']));
    expect(potential).not.toContain('/minasidor/ekonomi');
    expect(potential).toContain('/minasidor/minauppgifter');
    // With the registration form on, a potential member stays on the form (docs/portal.md 4): no links away.
    expect(myPagesLinks(featureFlagsFor('local'), ['Potential'])).toEqual([]);
    expect(paths(myPagesLinks(featureFlagsFor('local'), ['DelegatedRight']))).not.toContain(
      '/minasidor/minafullmakter',
    );
  });

  it('show the cashbook outside production only', () => {
    expect(paths(economyLinks(featureFlagsFor('staging'), ['Member']))).toContain(
      '/minasidor/ekonomi/kassabok',
    );
    expect(paths(economyLinks(featureFlagsFor('production'), ['Member']))).not.toContain(
      '/minasidor/ekonomi/kassabok',
    );
  });
});
