import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { FeatureFlags } from '#contracts/feature-flags';
import type { Role } from '#contracts/roles';
import { testApiServer } from '../../../lib/test-api-server';
import { KARIN, renderPage } from '../../../lib/test-render';

/**
 * For the map tools' component tests: the page tests' API server (`state`), what jsdom lacks for a map and
 * its dialogs, and a render that points the tools' client at the server and hands back its query client.
 */
export function testApi() {
  const state = testApiServer();

  return {
    state,
    /** Signs in with these roles and stands in for what jsdom lacks. */
    start(roles: Role[] = ['Member']) {
      state.answer('GET /api/auth/profile', 200, { ...KARIN, roles });
      vi.stubGlobal('matchMedia', () => ({ matches: true }));
      // OpenLayers watches its target's size; jsdom has no layout to watch.
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe(): void {}
          unobserve(): void {}
          disconnect(): void {}
        },
      );
      // jsdom has no modal dialogs; these stand in for the browser's.
      Object.assign(HTMLDialogElement.prototype, {
        showModal(this: HTMLDialogElement) {
          this.open = true;
        },
        close(this: HTMLDialogElement) {
          this.open = false;
        },
      });
    },
    stop() {
      vi.unstubAllGlobals();
      state.requests.length = 0;
      state.answers = {};
      state.answersInTurn = {};
    },
    render: (ui: ReactNode, flags: Partial<FeatureFlags> = {}) =>
      renderPage(ui, { api: state, config: { apiRoot: state.root }, flags }),
  };
}
