// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '#contracts/runtime-config';
import { RuntimeConfigProvider } from '../../../lib/runtime-config';
import { testRuntimeConfig } from '../../../lib/test-runtime-config';
import { Component as SupportPage } from './support-page';

function renderPage(config: RuntimeConfig) {
  render(
    <RuntimeConfigProvider config={config}>
      <SupportPage />
    </RuntimeConfigProvider>,
  );
}

describe('the support page', () => {
  afterEach(cleanup);

  it('offers a call only when a phone number is configured', () => {
    renderPage(testRuntimeConfig({ supportPhone: '010-123 45 67' }));
    expect(screen.getByText('Skriv eller ring till oss. Vi svarar vardagar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '010-123 45 67' }).getAttribute('href')).toBe('tel:0101234567');
    cleanup();

    renderPage(testRuntimeConfig({ supportPhone: undefined }));
    expect(screen.getByText('Skriv till oss. Vi svarar vardagar.')).toBeTruthy();
    expect(screen.queryByText(/ring/)).toBeNull();
    expect(screen.queryByRole('link', { name: /^0/ })).toBeNull();
  });

  it('shows the address so that it wraps only after the @ and before a dot', () => {
    renderPage(testRuntimeConfig({ supportEmail: 'kundtjanst@skog.example.se' }));
    const link = screen.getByRole('link', { name: 'kundtjanst@skog.example.se' });
    expect(link.getAttribute('href')).toBe('mailto:kundtjanst@skog.example.se');
    expect(link.innerHTML).toBe('kundtjanst@<wbr>skog<wbr>.example<wbr>.se');
  });
});
