// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LayerId, LayerRegistry } from '#contracts/geo';
import { LayerSwitcher } from './layer-switcher';
import { Legend } from './legend';

const registry: LayerRegistry = {
  crs: 'EPSG:3006',
  mode: 'fixtures',
  initialExtent: [640_000, 6_640_000, 660_000, 6_660_000],
  baseMap: { kind: 'vector', attribution: 'Natural Earth' },
  layers: [
    {
      id: 'skyddad-natur',
      title: 'Skyddad natur',
      description: 'Naturreservat och biotopskydd.',
      group: 'Hänsyn och skydd',
      rendering: 'vector',
      styleProperty: 'styleKey',
      legend: [
        { style: 'naturreservat', label: 'Naturreservat' },
        { style: 'biotopskydd', label: 'Biotopskyddsområde' },
      ],
      attribution: 'Naturvårdsverket',
      visibleByDefault: true,
      synthetic: true,
    },
    {
      id: 'skogsoversikt',
      title: 'Skogsöversikt',
      description: 'Avdelningarna efter huggningsklass.',
      group: 'Min skog',
      rendering: 'vector',
      styleProperty: 'styleKey',
      legend: [{ style: 'stand-G1', label: 'G1–G2 Gallringsskog' }],
      attribution: 'Din skogsbruksplan',
      visibleByDefault: false,
      synthetic: false,
    },
  ],
};

function Panel({
  forestOverviewReady = true,
  overviewNote,
}: {
  forestOverviewReady?: boolean;
  overviewNote?: string;
}) {
  const [visible, setVisible] = useState<ReadonlySet<LayerId>>(new Set(['skyddad-natur']));
  return (
    <>
      <LayerSwitcher
        registry={registry}
        visible={visible}
        notes={overviewNote === undefined ? {} : { skogsoversikt: overviewNote }}
        onToggle={(layerId, on) =>
          setVisible((current) => {
            const next = new Set(current);
            if (on) next.add(layerId);
            else next.delete(layerId);
            return next;
          })
        }
      />
      <Legend registry={registry} visible={visible} forestOverviewReady={forestOverviewReady} />
    </>
  );
}

afterEach(cleanup);

describe('layer switcher and legend', () => {
  it('groups the layers, marks synthetic ones, and shows a legend for each layer that is on', () => {
    render(<Panel />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => within(group).getAllByRole('checkbox').length)).toEqual([1, 1]);
    expect(screen.getByRole('group', { name: 'Hänsyn och skydd' }).textContent).toContain('(exempeldata)');
    const natur = screen.getByRole('checkbox', { name: /^Skyddad natur/ });
    expect(natur).toHaveProperty('checked', true);
    expect(natur.getAttribute('aria-describedby')).not.toBeNull();

    const legend = screen.getByRole('region', { name: 'Teckenförklaring' });
    expect(within(legend).getByRole('region', { name: 'Skyddad natur' }).textContent).toContain(
      'NaturreservatBiotopskyddsområde',
    );
    fireEvent.click(natur);
    expect(within(legend).queryByRole('region', { name: 'Skyddad natur' })).toBeNull();
  });

  it('shows the stands legend until the forest overview draws them instead', () => {
    render(<Panel />);
    const legend = screen.getByRole('region', { name: 'Teckenförklaring' });
    expect(within(legend).getByRole('region', { name: 'Avdelningar efter huggningsklass' })).toBeDefined();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Skogsöversikt/ }));
    expect(within(legend).queryByRole('region', { name: 'Avdelningar efter huggningsklass' })).toBeNull();
    expect(within(legend).getByRole('region', { name: 'Skogsöversikt' }).textContent).toContain(
      'G1–G2 Gallringsskog',
    );
  });

  it('says why the forest overview is empty until it is ready, and keeps the stands drawn meanwhile', () => {
    const note = 'Skogsöversikten är inte aktiverad ännu, så lagret är tomt.';
    render(<Panel forestOverviewReady={false} overviewNote={note} />);
    const overview = screen.getByRole('checkbox', { name: /^Skogsöversikt/ });
    const description = document.getElementById(overview.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(`Avdelningarna efter huggningsklass. ${note}`);
    fireEvent.click(overview);
    const legend = screen.getByRole('region', { name: 'Teckenförklaring' });
    expect(within(legend).getByRole('region', { name: 'Avdelningar efter huggningsklass' })).toBeDefined();
  });
});
