// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { testRuntimeConfig } from '../../lib/test-runtime-config';
import { RootErrorPage } from './error-pages';

const config = testRuntimeConfig();

function BrokenPage(): never {
  throw new Error('Kunde inte rita sidan');
}

describe('a render failure', () => {
  afterEach(cleanup);

  it('shows the full error page of docs/portal.md 6 with a reload link and the support mail', async () => {
    // React Router reports the caught error once in development; that one message is expected.
    const consoleError = vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <BrokenPage />, errorElement: <RootErrorPage /> },
    ]);
    render(
      <RuntimeConfigProvider config={config}>
        <RouterProvider router={router} />
      </RuntimeConfigProvider>,
      { onCaughtError: () => undefined },
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Åh nej!');
    expect(screen.getByText('Felkod 500')).toBeTruthy();
    expect(screen.getByText('Nu blev det (skogs)tokigt. Det är inte du, det är vi...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ladda om sidan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mejla supporten/ }).getAttribute('href')).toBe(
      'mailto:support@exempelskog.example',
    );
    expect(document.title).toBe('Skogsportalen – Något gick fel');
    expect(consoleError).toHaveBeenCalledWith(
      'React Router caught the following error during render',
      expect.objectContaining({ message: 'Kunde inte rita sidan' }),
    );
  });
});
