// @vitest-environment jsdom
import { QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionBoundary } from './section-boundary';

// The query client is handed over, not provided: ui/ stands apart from the app's providers (lib/test-render.tsx).
function Estates({ load, client }: { load: () => Promise<string>; client: QueryClient }) {
  const { data } = useSuspenseQuery({ queryKey: ['estates'], queryFn: load }, client);
  return <p>{data}</p>;
}

describe('a failing section', () => {
  afterEach(cleanup);

  it('shows the Swedish message with a reload, leaves the rest of the page alone, and recovers', async () => {
    let calls = 0;
    const load = async (): Promise<string> => {
      calls += 1;
      if (calls === 1) throw new Error('Tjänsten svarar inte');
      return 'Norrby 1:4';
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <>
        <h1>Översikt</h1>
        <SectionBoundary>
          <Estates load={load} client={client} />
        </SectionBoundary>
        <p>Resten av sidan</p>
      </>,
      // React reports errors its boundaries caught; this one is expected.
      { onCaughtError: () => undefined },
    );

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(
        'Vi lyckades inte hämta det här innehållet just nu. Prova gärna att ladda om sidan om en liten stund.',
      ),
    );
    expect(screen.getByText('Resten av sidan')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ladda om innehållet' }));
    });
    expect(await screen.findByText('Norrby 1:4')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('shows a loading state while the data is on its way', async () => {
    const client = new QueryClient();
    render(
      <SectionBoundary>
        <Estates load={() => new Promise(() => undefined)} client={client} />
      </SectionBoundary>,
    );
    expect((await screen.findByRole('status')).textContent).toContain('Laddar');
  });
});
