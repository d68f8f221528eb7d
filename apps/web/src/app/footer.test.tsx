import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function renderFooter() {
  vi.resetModules();
  const { Footer } = await import('./footer');
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllEnvs());

describe('footer', () => {
  it('shows the version, the AI statement, the internal links and the copyright range', async () => {
    await renderFooter();
    expect(screen.getByText('v2.2')).toBeTruthy();
    expect(
      screen.getByText('This site was built in collaboration with artificial intelligence.'),
    ).toBeTruthy();
    for (const name of ['SMD Search', 'Resistor Codes', "Ohm's Law", 'Style Guide', 'Privacy Policy']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByText(`© 2023–${new Date().getFullYear()} ElectroBench`)).toBeTruthy();
  });

  it('hides external links that are not configured and shows those that are', async () => {
    vi.stubEnv('VITE_CODE_URL', 'https://code.example/electrobench');
    vi.stubEnv('VITE_CONTACT_EMAIL', 'team@example.org');
    vi.stubEnv('VITE_VIDEO_URL', '');
    await renderFooter();
    expect(screen.getByRole('link', { name: /Source code/ }).getAttribute('href')).toBe(
      'https://code.example/electrobench',
    );
    expect(screen.getByRole('link', { name: 'Contact us by e-mail' }).getAttribute('href')).toBe(
      'mailto:team@example.org',
    );
    expect(screen.queryByRole('link', { name: /Video channel/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Forum \(external\)/ })).toBeNull();
  });

  it("lists the external forum between Ohm's Law and the Style Guide, as the spec orders them", async () => {
    vi.stubEnv('VITE_FORUM_URL', 'https://forum.example/electrobench');
    await renderFooter();
    const links = screen.getByRole('navigation', { name: 'Footer' }).querySelectorAll('li a');
    const names = Array.from(links, (a) => a.textContent);
    expect(names.slice(0, 6)).toEqual([
      'SMD Search',
      'Resistor Codes',
      "Ohm's Law",
      'Forum (external) (opens in a new tab)',
      'Style Guide',
      'Privacy Policy',
    ]);
  });
});
