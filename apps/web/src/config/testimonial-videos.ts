/**
 * The testimonial videos of the landing page (YouTube ids). The real ids are not in the spec, so each is unset
 * (empty) until set here; an unset video is not shown, and staff Settings lists them as "not set yet".
 * Nothing is fetched from YouTube until a visitor presses play.
 */
export const testimonialVideos: ReadonlyArray<{ videoId: string; captionKey: string }> = [
  { videoId: '', captionKey: 'landing.testimonials.first' },
  { videoId: '', captionKey: 'landing.testimonials.second' },
  { videoId: '', captionKey: 'landing.testimonials.third' },
];

/** The videos that can be shown: those with an id. */
export function setTestimonialVideos(videos = testimonialVideos) {
  return videos.filter((video) => video.videoId.trim() !== '');
}

/** The privacy-enhanced player (allowed by the gateway's CSP frame-src). */
export function testimonialEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}
