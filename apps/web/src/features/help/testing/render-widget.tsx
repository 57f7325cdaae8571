import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { HelpWidget } from '../components/help-widget';

/**
 * The help widget alone on a page at `path`, with a fresh cache; resolves once its texts have
 * loaded (the launcher shows, or the panel a link opened).
 */
export async function renderWidget(path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter([{ path: '*', element: <HelpWidget /> }], {
    initialEntries: [path],
  });
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The widget draws nothing until the texts of its language are there.
  await waitFor(() => {
    expect(container).not.toBeEmptyDOMElement();
  });
  return { router, queryClient };
}
