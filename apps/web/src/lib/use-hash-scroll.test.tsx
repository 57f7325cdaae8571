import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHashScroll } from './use-hash-scroll';

function Page({ lateSection = false }: { lateSection?: boolean }) {
  useHashScroll();
  const [showLate, setShowLate] = useState(false);
  return (
    <div>
      <section id="pricing">Pricing</section>
      {lateSection && !showLate ? (
        <button
          type="button"
          onClick={() => {
            setShowLate(true);
          }}
        >
          load
        </button>
      ) : null}
      {showLate ? <section id="faqs">FAQs</section> : null}
    </div>
  );
}

function renderAt(path: string, lateSection = false) {
  const router = createMemoryRouter(
    [{ path: '/about', element: <Page lateSection={lateSection} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Places an element at a page offset, as layout would (jsdom has none). */
function placeAt(id: string, pageTop: number) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    top: pageTop - window.scrollY,
  } as DOMRect);
}

describe('hash scrolling', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls to the element named by the hash, 128 px above it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/about');
    placeAt('pricing', 900);
    await act(() => router.navigate('/about#pricing'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 772, left: 0 });
  });

  it('scrolls to the top when no element has that id', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/about');
    await act(() => router.navigate('/about#nowhere'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
  });

  it('waits for a section that appears after the page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/about', true);
    await act(() => router.navigate('/about#faqs'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    // The section arrives; layout puts it at 2000 px.
    const original = document.getElementById.bind(document);
    vi.spyOn(document, 'getElementById').mockImplementation((id) => {
      const element = original(id);
      if (element && id === 'faqs') {
        vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
      }
      return element;
    });
    await act(async () => {
      document.querySelector('button')?.click();
      await Promise.resolve();
    });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1872, left: 0 });
  });

  it('scrolls on the first page load of a URL with a hash', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 500,
    } as DOMRect);
    renderAt('/about#pricing');
    expect(spy).toHaveBeenCalled();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 372, left: 0 });
  });
});
