// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, expect, it } from 'vitest';
import type { Point } from '#contracts/geometry';
import { goToOnMapLoad, takeMapNavigation, useMapNavigation } from './map-navigation';

const CONTRACT_POINT: Point = { type: 'Point', coordinates: [650_100, 6_650_200] };

afterEach(() => {
  cleanup();
  takeMapNavigation();
});

function Destination() {
  const navigation = useMapNavigation();
  return <p>{navigation.geometryGoToOnLoad === null ? 'Översikt' : 'Kontraktets område'}</p>;
}

/** Holds its first render back, as a part of the map page does while its code is still on the way. */
function Waiting({ until }: { until: Promise<void> }) {
  use(until);
  return null;
}

it('the map still goes where it was sent when React throws its first render away and renders again', async () => {
  goToOnMapLoad(CONTRACT_POINT);
  let release = (): void => {};
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  await act(async () => {
    render(
      <Suspense fallback={<p>Laddar</p>}>
        <Destination />
        <Waiting until={until} />
      </Suspense>,
    );
  });
  expect(screen.getByText('Laddar')).toBeTruthy();
  await act(async () => {
    release();
    await until;
  });
  expect(screen.getByText('Kontraktets område')).toBeTruthy();
});

it('the map goes there once: a later visit opens on the overview', () => {
  goToOnMapLoad(CONTRACT_POINT);
  render(<Destination />);
  expect(screen.getByText('Kontraktets område')).toBeTruthy();
  cleanup();
  render(<Destination />);
  expect(screen.getByText('Översikt')).toBeTruthy();
});
