import { useTranslation } from 'react-i18next';
import { VideoPoster } from '@/features/landing/components/video-poster';
import { testimonialVideos } from '@/features/landing/testimonials';

export function LandingTestimonials() {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h2 id="testimonials-title" className="text-2xl font-bold text-slate-900">
          {t('landing.testimonials.title')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {testimonialVideos.map((video) => (
            <li key={video.videoId}>
              <VideoPoster videoId={video.videoId} caption={t(video.captionKey)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
