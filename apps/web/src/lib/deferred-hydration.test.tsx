import { act, fireEvent } from '@testing-library/react';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredHydration } from '@/lib/deferred-hydration';

const hydrated: string[] = [];
/** What had hydrated when each part's passive effects ran: the rest of its own commit had. */
const seenAfterCommit: string[] = [];

/** Like the registration form: counts clicks, and sets state in a layout effect when it mounts (react-hook-form). */
function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    hydrated.push(name);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- react-hook-form's mount does this: the case under test
    setReady(true);
  }, [name]);
  useEffect(() => {
    seenAfterCommit.push(`${name} saw ${hydrated.join('+')}`);
  }, [name]);
  return (
    <button type="button" data-ready={ready} onClick={() => setClicks((n) => n + 1)}>
      {name} {clicks}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="header" />
      <DeferredHydration>
        <section id="form">
          <Counter name="form" />
        </section>
      </DeferredHydration>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  hydrated.length = 0;
  seenAfterCommit.length = 0;
  document.body.innerHTML = '';
});

function prerendered(): { container: HTMLElement; errors: unknown[] } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return { container, errors: [] };
}

describe('DeferredHydration', () => {
  it('renders its children in the prerender (inside a Suspense boundary) and at once in a client render', () => {
    expect(renderToString(<Page />)).toContain('<!--$--><section id="form"><button');
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(container.querySelector('#form button')?.textContent).toBe('form 0');
    expect(seenAfterCommit).toEqual(['header saw header+form', 'form saw header+form']);
  });

  it('hydrates the page first, keeps the section’s HTML meanwhile, then hydrates it in a commit of its own', async () => {
    const { container, errors } = prerendered();
    const serverButton = container.querySelector('#form button');
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
      });
    });
    // Both have hydrated by the end of act; the page's commit (and its effects) went before the form's.
    expect(hydrated).toEqual(['header', 'form']);
    expect(seenAfterCommit).toEqual(['header saw header', 'form saw header+form']);
    expect(errors).toEqual([]);
    // The server's nodes were kept (hydrated, not replaced), and both buttons now answer.
    expect(container.querySelector('#form button')).toBe(serverButton);
    const [header, form] = [...container.querySelectorAll('button')];
    act(() => {
      fireEvent.click(header!);
      fireEvent.click(form!);
    });
    expect(header?.textContent).toBe('header 1');
    expect(form?.textContent).toBe('form 1');
  });
});
