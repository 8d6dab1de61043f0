import { useTranslation } from 'react-i18next';
import { setTestimonialVideos, testimonialVideos } from '@/config/testimonial-videos';
import { VideoPoster } from '@/features/landing/components/video-poster';

/** `videos`: for tests; the section is left out while no video has an id. */
export function LandingTestimonials({ videos = testimonialVideos }: { videos?: typeof testimonialVideos }) {
  const { t } = useTranslation();
  const shown = setTestimonialVideos(videos);
  if (shown.length === 0) {
    return null;
  }

  return (
    <section aria-labelledby="testimonials-title" data-testid="landing-testimonials" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h2 id="testimonials-title" className="text-2xl font-bold text-slate-900">
          {t('landing.testimonials.title')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {shown.map((video) => (
            <li key={video.videoId}>
              <VideoPoster videoId={video.videoId} caption={t(video.captionKey)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
