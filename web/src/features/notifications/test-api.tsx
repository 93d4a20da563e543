import type { ReactNode } from 'react';
import type { FeatureFlags } from '#contracts/feature-flags';
import { testApiServer } from '../../lib/test-api-server';
import { renderPage } from '../../lib/test-render';

/**
 * For this feature's component tests: the page tests' API server (`state`), and a render that points the
 * page's client at it and hands back its query client.
 */
export function testApi() {
  const state = testApiServer();
  return {
    state,
    render: (ui: ReactNode, flags: Partial<FeatureFlags> = {}) => renderPage(ui, { api: state, flags }),
  };
}
