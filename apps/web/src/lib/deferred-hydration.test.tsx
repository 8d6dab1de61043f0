import { act, fireEvent } from '@testing-library/react';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredHydration } from '@/lib/deferred-hydration';

const hydrated: string[] = [];
/** What had hydrated when each part's passive effects ran: the rest of its own commit had. */
const seenAfterCommit: string[] = [];

function useHydrationLog(name: string) {
  useLayoutEffect(() => {
    hydrated.push(name);
  }, [name]);
  useEffect(() => {
    seenAfterCommit.push(`${name} saw ${hydrated.join('+')}`);
  }, [name]);
}

function Header() {
  useHydrationLog('header');
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      header {clicks}
    </button>
  );
}

/** The case the wrapper is for: a react-hook-form form, whose mount sets state in a layout effect. */
function Form() {
  useHydrationLog('form');
  const { register, handleSubmit } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const [sent, setSent] = useState('');
  return (
    <form onSubmit={handleSubmit((values) => setSent(values.name))}>
      <input aria-label="name" {...register('name')} />
      <button type="submit">send</button>
      <output>{sent}</output>
    </form>
  );
}

function Page() {
  return (
    <main>
      <Header />
      <DeferredHydration>
        <section id="form">
          <Form />
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
    expect(renderToString(<Page />)).toContain('<!--$--><section id="form"><form');
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(container.querySelector('#form input')).not.toBeNull();
    expect(seenAfterCommit).toEqual(['header saw header+form', 'form saw header+form']);
  });

  it('hydrates the page first, keeps the section’s HTML meanwhile, then hydrates it in a commit of its own', async () => {
    const { container, errors } = prerendered();
    const serverInput = container.querySelector('#form input');
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
      });
    });
    // Both have hydrated by the end of act; the page's commit (and its effects) went before the form's.
    expect(hydrated).toEqual(['header', 'form']);
    expect(seenAfterCommit).toEqual(['header saw header', 'form saw header+form']);
    expect(errors).toEqual([]);
    // The server's nodes were kept (hydrated, not replaced), and both parts now answer: the form submits what was
    // typed through react-hook-form.
    expect(container.querySelector('#form input')).toBe(serverInput);
    const header = container.querySelector('main > button')!;
    act(() => fireEvent.click(header));
    expect(header.textContent).toBe('header 1');
    const input = serverInput as HTMLInputElement;
    await act(async () => {
      fireEvent.input(input, { target: { value: 'Meena' } });
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(container.querySelector('output')?.textContent).toBe('Meena');
  });
});
