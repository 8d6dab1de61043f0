/**
 * The three testimonial videos of the landing page (YouTube ids). PLACEHOLDERS: the real ids are not in the spec
 * and must be set here before launch. Nothing is fetched from YouTube until a visitor presses play.
 */
export const testimonialVideos = [
  { videoId: 'TESTIMONIAL1', captionKey: 'landing.testimonials.first' },
  { videoId: 'TESTIMONIAL2', captionKey: 'landing.testimonials.second' },
  { videoId: 'TESTIMONIAL3', captionKey: 'landing.testimonials.third' },
] as const;

/** The privacy-enhanced player (allowed by the gateway's CSP frame-src). */
export function testimonialEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}
