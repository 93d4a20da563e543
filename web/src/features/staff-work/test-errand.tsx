import type { Workspace } from '#contracts/staff-work';
import type { TestApi } from '../../lib/test-api-server';
import { renderPage } from '../../lib/test-render';
import { ErrandPage } from './routes/errand-page';

/** The workspace as an Editor (Lena) or a Viewer (Johan) sees it, for the errand tests. */
export const testWorkspace = (mayEdit: boolean): Workspace => ({
  name: mayEdit ? 'Lena Sjöberg' : 'Johan Ek',
  mayEdit,
  ownAdvisorId: null,
  advisors: [],
  districts: [],
});

/** The errand page at `path` (`/personal/arenden/{kind}/{id}`), against the test API `api`. */
export function renderErrandAt(api: TestApi, path: string): void {
  renderPage(<ErrandPage />, { api, path, route: '/personal/arenden/:kind/:id' });
}
