// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import XpTab from './XpTab';
import { xpSiteUrl } from './links';

afterEach(cleanup);

describe('XP Program tab (rooms §2)', () => {
  it('opens our /xp page in a new tab, without an opener', () => {
    render(<XpTab />);
    const button = screen.getByTestId('open-xp') as HTMLElement & { href?: string; target?: string; rel?: string };
    expect([button.href, button.target, button.rel]).toEqual(['/xp', '_blank', 'noopener']);
  });

  it('goes where VITE_XP_SITE_URL says when it is set, else to /xp', () => {
    expect(xpSiteUrl(undefined)).toBe('/xp');
    expect(xpSiteUrl('  ')).toBe('/xp');
    expect(xpSiteUrl('https://xp.example.org/')).toBe('https://xp.example.org/');
  });
});
