import { useLocation, useParams } from 'react-router';
import { matchRoute, portalRoutes } from '#contracts/routes';
import type { PageQueries } from '../../../lib/page-route';
import { AdvisorTimesPage, prefetchAdvisorTimes } from '../components/advisor-times-page';
import { meetingsErrandTexts } from '../meetings-errand.texts';
import { staffWorkTexts } from '../staff-work.texts';
import { ErrandPage, prefetchErrand } from './errand-page';
import { prefetchWorkList, WorkListPage } from './work-list-page';

/**
 * The workspace's pages, the work list, one errand and the advisors' free hours, as one module: staff who
 * open one open the others, and the first page's code names one chunk instead of three.
 */
export const title = staffWorkTexts.list.title;
/** The free hours' page's title: its route takes it instead of `title` (staff-work.routes.tsx). */
export const timesTitle = meetingsErrandTexts.times.title;

const isErrand = (url: URL): boolean => url.pathname.split('/').filter(Boolean).length > 2;
const isTimes = (pathname: string): boolean => matchRoute(pathname) === portalRoutes.staffTimes;

export function prefetch(queries: PageQueries, url: URL): void {
  if (isTimes(url.pathname)) prefetchAdvisorTimes(queries, url);
  else if (isErrand(url)) prefetchErrand(queries, url);
  else prefetchWorkList(queries, url);
}

export function Component() {
  const { kind } = useParams();
  const { pathname } = useLocation();
  if (isTimes(pathname)) return <AdvisorTimesPage />;
  return kind === undefined ? <WorkListPage /> : <ErrandPage />;
}
