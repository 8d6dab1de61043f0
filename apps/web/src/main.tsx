import '@/lib/zod-jitless';
// Tamil subset only: Latin text stays in the system font (see styles.css).
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
import '@/styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('index.html has no #root element');
}

// A prerendered page is readable as it arrives: let the browser paint it before the app's scripts load and
// hydrate it (two frames: the callback of the first runs before that frame's paint). Preloading those scripts
// measured worse: whatever the browser fetches before its first paint delays it on a slow phone.
await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const { startApp } = await import('@/app/start-app');
await startApp(rootElement);
