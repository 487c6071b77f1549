import { describe, expect, it } from 'vitest';
import { breadcrumbLabels, withLeafLabel } from '../../../src/app/breadcrumbs.ts';

describe('the last crumb named by its page (a discussion reads its title, not "Détail")', () => {
  const crumbs = [
    { label: 'Accueil', href: '/' },
    { label: 'Coaching', href: '/coaching' },
    { label: 'Détail', href: null },
  ];

  it('replaces the generic item with the page’s name, and keeps it while none is given', () => {
    expect(withLeafLabel(crumbs, 'Relancer une conversation').at(-1)).toEqual({ label: 'Relancer une conversation', href: null });
    expect(withLeafLabel(crumbs, null)).toEqual(crumbs);
    expect(withLeafLabel([], 'x')).toEqual([]);
  });

  it('keeps a name for its own path only, and forgets it when the page leaves', () => {
    breadcrumbLabels.set('/coaching/a', 'Premier rendez-vous');
    expect(breadcrumbLabels.labelFor('/coaching/a')).toBe('Premier rendez-vous');
    expect(breadcrumbLabels.labelFor('/coaching/b')).toBeNull();
    // A page that left after another one named itself does not erase the newer name.
    breadcrumbLabels.set('/coaching/b', 'Seconde');
    breadcrumbLabels.set('/coaching/a', null);
    expect(breadcrumbLabels.labelFor('/coaching/b')).toBe('Seconde');
    breadcrumbLabels.set('/coaching/b', null);
    expect(breadcrumbLabels.labelFor('/coaching/b')).toBeNull();
  });
});
