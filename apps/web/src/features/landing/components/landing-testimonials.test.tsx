import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testimonialVideos } from '@/config/testimonial-videos';
import { LandingTestimonials } from '@/features/landing/components/landing-testimonials';
import { i18n } from '@/lib/i18n';

const renderVideos = (videos?: typeof testimonialVideos) =>
  render(
    <I18nextProvider i18n={i18n}>
      <LandingTestimonials videos={videos} />
    </I18nextProvider>,
  );

describe('LandingTestimonials', () => {
  it('leaves the section out while no video has an id', () => {
    renderVideos();
    expect(screen.queryByTestId('landing-testimonials')).toBeNull();
    expect(document.body.textContent).not.toContain('TESTIMONIAL');
  });

  it('shows only the videos that have an id', () => {
    renderVideos([{ ...testimonialVideos[0]!, videoId: 'dQw4w9WgXcQ' }, ...testimonialVideos.slice(1)]);
    expect(screen.getByTestId('landing-testimonials')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
