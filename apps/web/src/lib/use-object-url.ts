import { useEffect, useState } from 'react';

/** An object URL for the blob (null while there is none), revoked when the blob changes or the component unmounts. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  // The URL is kept with the blob it was made for, so a new blob never shows the previous (revoked) URL.
  const [created, setCreated] = useState<{ blob: Blob; url: string } | null>(null);

  useEffect(() => {
    if (!blob) {
      return;
    }
    const url = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an external resource: made and revoked by the same effect (StrictMode runs it twice), it cannot be derived during render.
    setCreated({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  return blob && created?.blob === blob ? created.url : null;
}
