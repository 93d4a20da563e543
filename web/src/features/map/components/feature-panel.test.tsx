// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeatureDetails } from '../feature-details';
import { FeaturePanel } from './feature-panel';

afterEach(cleanup);

const STAND: FeatureDetails = {
  title: 'Avdelning 4, Uppsala Ekeby 2:7',
  kind: 'Avdelning',
  subtitle: 'Inventerad 12 juni 2019 · Framskriven till 1 september 2026',
  rows: [
    { label: 'Ålder', value: '35 år' },
    { label: 'Föreslagen åtgärd', value: 'Gallring 2027' },
  ],
  rolledRows: [
    { label: 'Ålder', value: '42 år' },
    { label: 'Nästa åtgärd', value: 'Gallring, dags sedan 2021' },
  ],
};

const definitions = (title = STAND.title) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByRole('definition')
    .map((node) => node.textContent);

describe('the attribute panel', () => {
  it('shows a rolled stand under its plan dates, rolled forward first, and as inventoried on request', () => {
    render(<FeaturePanel details={STAND} onClose={() => undefined} onShow={() => undefined} />);
    expect(screen.getByText(STAND.subtitle ?? '')).toBeTruthy();
    const views = screen.getByRole('group', { name: 'Visa avdelningen' });
    expect(within(views).getByRole<HTMLInputElement>('radio', { name: 'Framskriven' }).checked).toBe(true);
    expect(definitions()).toEqual(['42 år', 'Gallring, dags sedan 2021']);
    fireEvent.click(within(views).getByRole('radio', { name: 'Som inventerad' }));
    expect(definitions()).toEqual(['35 år', 'Gallring 2027']);
  });

  it('offers no choice for what has only one way to be seen', () => {
    render(
      <FeaturePanel
        details={{ title: 'Gravfält', kind: 'Fornlämningar', rows: [{ label: 'Typ', value: 'Fornlämning' }] }}
        onClose={() => undefined}
        onShow={() => undefined}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Visa avdelningen' })).toBeNull();
    expect(definitions('Gravfält')).toEqual(['Fornlämning']);
  });
});
