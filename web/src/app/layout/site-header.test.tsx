// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeatureFlags } from '#contracts/feature-flags';
import { CART, cartOf } from '../../features/checkout/test-checkout';
import { testApiServer } from '../../lib/test-api-server';
import { KARIN, renderPage } from '../../lib/test-render';
import { SiteHeader } from './site-header';

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/auth/profile': [200, KARIN],
    'GET /api/notifications/unread-count': [200, { unreadCount: 0 }],
    'GET /api/cart/count': [200, { count: 2 }],
    'GET /api/cart': [200, CART],
  };
});
afterEach(cleanup);

function renderHeader(flags: Partial<FeatureFlags> = {}): void {
  renderPage(
    <>
      <SiteHeader />
      <Routes>
        <Route path="/" element={<h1>Översikt</h1>} />
        <Route path="/kassa" element={<h1>Kassa</h1>} />
      </Routes>
    </>,
    { api, flags },
  );
}

const cartPanel = () => screen.getByRole('region', { name: 'Varukorg' });

describe('the header’s cart', () => {
  it('shows the count on the badge and in words in the button’s name', async () => {
    renderHeader();
    const button = await screen.findByRole('button', { name: 'Varukorg, 2 tjänster' });
    const badge = within(button).getByText('2');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the services with estate, area and price, the total and the way to the checkout; a route change closes it', async () => {
    renderHeader();
    const button = await screen.findByRole('button', { name: 'Varukorg, 2 tjänster' });
    // The panel's content loads only when it is first opened.
    expect(api.requests.some((request) => request.url === '/api/cart')).toBe(false);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = cartPanel();
    const items = within(
      await within(panel).findByRole('list', { name: 'Tjänsterna i varukorgen' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent.replace(/\s/g, ' '))).toEqual([
      'RöjningUppsala Ekeby 2:7, 5,6 ha23 800,00 kr inkl. moms',
      'PlanteringUppsala Viggeby 4:3, 1,2 ha18 975,00 kr inkl. moms',
    ]);
    expect(
      within(panel).getByText('Totalt inkl. moms').nextElementSibling?.textContent.replace(/\s/g, ' '),
    ).toBe('42 775,00 kr');
    const toCheckout = within(panel).getByRole('link', { name: 'Till kassan' });
    expect(toCheckout.getAttribute('href')).toBe('/kassa');

    await act(async () => {
      fireEvent.click(toCheckout);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kassa' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Varukorg' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('says the cart is empty and leads to the services', async () => {
    api.answers['GET /api/cart/count'] = [200, { count: 0 }];
    api.answers['GET /api/cart'] = [200, cartOf([])];
    renderHeader();
    const button = await screen.findByRole('button', { name: 'Varukorg' });
    expect(within(button).queryByText('0')).toBeNull();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await within(cartPanel()).findByText('Varukorgen är tom.')).toBeTruthy();
    expect(
      within(cartPanel()).getByRole('link', { name: 'Till skogliga tjänster' }).getAttribute('href'),
    ).toBe('/skogligatjanster');
  });

  it('is not there for a representative, nor while ordering is closed, and the count is never asked for', async () => {
    api.answers['GET /api/auth/profile'] = [
      200,
      { id: '100245', roles: ['DelegatedRight'], name: 'Maria Lindqvist' },
    ];
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Mina sidor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Varukorg/ })).toBeNull();
    cleanup();

    api.answers['GET /api/auth/profile'] = [200, KARIN];
    renderHeader({ servicesOrderable: false });
    expect(await screen.findByRole('button', { name: 'Mina sidor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Varukorg/ })).toBeNull();
    expect(api.requests.some((request) => request.url.startsWith('/api/cart'))).toBe(false);
  });
});
