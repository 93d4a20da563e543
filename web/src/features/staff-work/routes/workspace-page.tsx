import { useParams } from 'react-router';
import type { PageQueries } from '../../../lib/page-route';
import { staffWorkTexts } from '../staff-work.texts';
import { ErrandPage, prefetchErrand } from './errand-page';
import { prefetchWorkList, WorkListPage } from './work-list-page';

/**
 * The workspace's pages, the work list and one errand, as one module: staff who open one open the other,
 * and the first page's code names one chunk instead of two.
 */
export const title = staffWorkTexts.list.title;

const isErrand = (url: URL): boolean => url.pathname.split('/').filter(Boolean).length > 2;

export function prefetch(queries: PageQueries, url: URL): void {
  if (isErrand(url)) prefetchErrand(queries, url);
  else prefetchWorkList(queries, url);
}

export function Component() {
  const { kind } = useParams();
  return kind === undefined ? <WorkListPage /> : <ErrandPage />;
}
