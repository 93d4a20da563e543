import { Link, useParams } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { WORK_KINDS, type WorkKind } from '#contracts/staff-work';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { EmptyState } from '../../../ui/empty-state';
import { SectionBoundary } from '../../../ui/section-boundary';
import { staffWorkQueries } from '../api/staff-work';
import { ERRAND_VIEWS } from '../components/errand-views';
import { WorkspaceMenu } from '../components/workspace-menu';
import { staffWorkTexts } from '../staff-work.texts';

const texts = staffWorkTexts.errand;

const errandOf = (kind: string | undefined): WorkKind | undefined =>
  WORK_KINDS.find((known) => known === kind);

/** `/personal/arenden/{kind}/{id}`: the parts of the address, as the route has them. */
function parts(pathname: string): { kind?: string; id?: string } {
  const [, , , kind, id] = pathname.split('/');
  return { kind, id: id === undefined ? undefined : decodeURIComponent(id) };
}

export function prefetchErrand(queries: PageQueries, url: URL): void {
  const { queryClient, api } = queries;
  const { kind, id } = parts(url.pathname);
  const errand = errandOf(kind);
  const view = errand === undefined ? undefined : ERRAND_VIEWS[errand];
  startReads([
    queryClient.query(staffWorkQueries.workspace(api)),
    ...(view === undefined || id === undefined ? [] : view.reads(queries, id)),
  ]);
}

function NotFound() {
  return (
    <EmptyState
      title={texts.notFoundTitle}
      action={<Link to={portalRoutes.staffWork.path}>{texts.back}</Link>}
    >
      {texts.notFoundText}
    </EmptyState>
  );
}

/** One errand: its own view per kind, each with the steps staff may take. */
export function ErrandPage() {
  const { kind, id = '' } = useParams();
  const errand = errandOf(kind);
  const view = errand === undefined ? undefined : ERRAND_VIEWS[errand];
  return (
    <>
      <WorkspaceMenu />
      <p>
        <Link to={portalRoutes.staffWork.path}>{texts.back}</Link>
      </p>
      <SectionBoundary>{view === undefined ? <NotFound /> : view.render(id)}</SectionBoundary>
    </>
  );
}
