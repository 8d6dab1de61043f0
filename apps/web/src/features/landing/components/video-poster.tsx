import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testimonialEmbedUrl } from '@/config/testimonial-videos';

type VideoPosterProps = { videoId: string; caption: string };

/**
 * A local poster with a play button; the YouTube player (and its cookies and requests) loads only after the
 * visitor asks for it.
 */
export function VideoPoster({ videoId, caption }: VideoPosterProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);

  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="relative aspect-video bg-linear-to-br from-amber-700 to-slate-900">
        {playing ? (
          <iframe
            src={testimonialEmbedUrl(videoId)}
            title={caption}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full"
            data-testid="testimonial-player"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-2 text-white"
          >
            <span
              aria-hidden="true"
              className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-3xl text-amber-800 shadow-lg group-hover:bg-white"
            >
              ▶
            </span>
            <span className="text-sm font-semibold">{t('landing.testimonials.play', { caption })}</span>
          </button>
        )}
      </div>
      <figcaption className="px-4 py-3 text-sm font-medium text-slate-800">{caption}</figcaption>
      {!playing ? (
        <p className="px-4 pb-3 text-xs text-slate-600">{t('landing.testimonials.privacy')}</p>
      ) : null}
    </figure>
  );
}
