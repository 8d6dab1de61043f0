import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQrDetector, type QrDetector } from '@/features/check-in/lib/qr-detector';

type CameraState = 'off' | 'starting' | 'on' | 'unsupported' | 'denied' | 'failed';

type CameraScannerProps = {
  /** Called once per code read; the same code is not reported again for a few seconds. */
  onDetected: (text: string) => void;
  /** While a scan is being sent, frames are not read. */
  paused: boolean;
};

const FRAME_INTERVAL_MS = 250;
const SAME_CODE_QUIET_MS = 4000;

/** The phone's back camera (inline on iOS) read by zxing a few times a second. */
export function CameraScanner({ onDetected, paused }: CameraScannerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const lastRef = useRef<{ text: string; at: number } | null>(null);
  const pausedRef = useRef(paused);
  const onDetectedRef = useRef(onDetected);
  const [state, setState] = useState<CameraState>('off');

  useEffect(() => {
    pausedRef.current = paused;
    onDetectedRef.current = onDetected;
  });

  const stop = useCallback(() => {
    window.clearTimeout(timerRef.current);
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) {
      videoRef.current.srcObject = null;
    }
  }, []);

  useEffect(() => stop, [stop]);

  const watch = useCallback((detector: QrDetector, video: HTMLVideoElement) => {
    const tick = async () => {
      if (!streamRef.current) {
        return;
      }
      if (!pausedRef.current && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const text = await detector.detect(video).catch(() => undefined);
        const last = lastRef.current;
        if (text && !(last && last.text === text && Date.now() - last.at < SAME_CODE_QUIET_MS)) {
          lastRef.current = { text, at: Date.now() };
          onDetectedRef.current(text);
        }
      }
      timerRef.current = window.setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    void tick();
  }, []);

  const start = async () => {
    const video = videoRef.current;
    if (!video || !navigator.mediaDevices?.getUserMedia) {
      setState('unsupported');
      return;
    }
    setState('starting');
    try {
      const [detector, stream] = await Promise.all([
        createQrDetector(),
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        }),
      ]);
      streamRef.current = stream;
      video.srcObject = stream;
      await video.play();
      setState('on');
      watch(detector, video);
    } catch (error) {
      stop();
      console.error('camera', error);
      setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'failed');
    }
  };

  const running = state === 'on' || state === 'starting';
  const problem = state === 'unsupported' || state === 'denied' || state === 'failed';

  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('checkIn.camera.title')}</h2>
        <button
          type="button"
          data-testid="camera-toggle"
          onClick={() => {
            if (running) {
              stop();
              setState('off');
            } else {
              void start();
            }
          }}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100"
        >
          {running ? t('checkIn.camera.stop') : t('checkIn.camera.start')}
        </button>
      </div>
      <video
        ref={videoRef}
        aria-label={t('checkIn.camera.videoLabel')}
        playsInline
        muted
        autoPlay
        className={`aspect-square w-full rounded-lg bg-slate-900 object-cover ${running ? '' : 'hidden'}`}
      />
      {state === 'starting' ? <p role="status">{t('checkIn.camera.starting')}</p> : null}
      {state === 'on' ? <p className="text-sm text-slate-600">{t('checkIn.camera.scanning')}</p> : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {t(`checkIn.camera.${state}`)}
        </p>
      ) : null}
    </section>
  );
}
