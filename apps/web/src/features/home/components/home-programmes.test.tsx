import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HomeProgrammes } from '@/features/home/components/home-programmes';
import { homeProgrammes } from '@/features/home/programmes';
import en from '@/i18n/en.json';

describe('HomeProgrammes', () => {
  it("names each programme in its link's own text, not only in an aria-label", () => {
    render(
      <MemoryRouter>
        <HomeProgrammes />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: new RegExp(`^${en.home.programmes.readMore}: `) });
    expect(links).toHaveLength(homeProgrammes.length);
    for (const link of links) {
      expect(link.hasAttribute('aria-label')).toBe(false);
      expect(link.textContent).not.toBe(en.home.programmes.readMore);
    }
  });
});
