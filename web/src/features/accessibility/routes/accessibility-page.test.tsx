// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '#contracts/runtime-config';
import { RuntimeConfigProvider } from '../../../lib/runtime-config';
import { testRuntimeConfig } from '../../../lib/test-runtime-config';
import { Component as AccessibilityPage } from './accessibility-page';

function renderPage(config: RuntimeConfig) {
  render(
    <RuntimeConfigProvider config={config}>
      <AccessibilityPage />
    </RuntimeConfigProvider>,
  );
}

describe('the accessibility statement', () => {
  afterEach(cleanup);

  it("names the association and the service as they are configured, and gives the association's contact", () => {
    renderPage(
      testRuntimeConfig({
        associationName: 'Norrskog',
        productName: 'Mina skogssidor',
        supportEmail: 'hjalp@norrskog.example',
        supportPhone: '0910-12 34 56',
      }),
    );
    expect(screen.getByText(/^Norrskog står bakom Mina skogssidor,/)).toBeTruthy();
    expect(screen.queryByText(/Exempelskog|Skogsportalen/)).toBeNull();
    expect(screen.getByRole('link', { name: 'hjalp@norrskog.example' }).getAttribute('href')).toBe(
      'mailto:hjalp@norrskog.example',
    );
    expect(
      screen
        .getByRole('link', { name: 'Skicka e-post om ett problem med tillgängligheten' })
        .getAttribute('href'),
    ).toBe('mailto:hjalp@norrskog.example?subject=Brist%20i%20tillg%C3%A4ngligheten');
    expect(
      screen.getAllByRole('link', { name: '0910-12 34 56' }).map((link) => link.getAttribute('href')),
    ).toEqual(['tel:0910123456', 'tel:0910123456']);
  });

  it('leaves the telephone out when none is configured', () => {
    renderPage(testRuntimeConfig());
    expect(screen.queryByText(/Telefon/)).toBeNull();
  });
});
