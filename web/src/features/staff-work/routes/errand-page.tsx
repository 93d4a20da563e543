import { Link, useParams } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { WORK_KINDS, type WorkKind } from '#contracts/staff-work';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { EmptyState } from '../../../ui/empty-state';
import { SectionBoundary } from '../../../ui/section-boundary';
import { staffWorkQueries } from '../api/staff-work';
import { OrderErrand } from '../components/order-errand';
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

export function prefetchErrand({ queryClient, api }: PageQueries, url: URL): void {
  const { kind, id } = parts(url.pathname);
  startReads([queryClient.query(staffWorkQueries.workspace(api))]);
  if (kind === 'order' && id !== undefined) startReads([queryClient.query(staffWorkQueries.order(api, id))]);
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
  return (
    <>
      <WorkspaceMenu />
      <p>
        <Link to={portalRoutes.staffWork.path}>{texts.back}</Link>
      </p>
      <SectionBoundary>{errand === 'order' ? <OrderErrand number={id} /> : <NotFound />}</SectionBoundary>
    </>
  );
}
