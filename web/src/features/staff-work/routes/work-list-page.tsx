import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import {
  WORK_KIND_LABELS,
  WORK_KINDS,
  WORK_STATES,
  type WorkItem,
  type Workspace,
  type WorkState,
} from '#contracts/staff-work';
import { formatDateTime } from '../../../lib/format';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { SelectField } from '../../../ui/select-field';
import { staffWorkQueries, useWorkList, useWorkspace, type WorkFilter } from '../api/staff-work';
import { ERRAND_VIEWS } from '../components/errand-views';
import { WorkspaceMenu } from '../components/workspace-menu';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';

const texts = staffWorkTexts.list;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The filter the address holds. A first visit (no filter in the address) opens on what is left to do, for
 * the staff member's own errands when they are an advisor; "Alla" is an empty value in the address.
 */
function filterOf(params: URLSearchParams, ownAdvisorId: string | null): WorkFilter {
  if (params.size === 0) return { state: 'open', advisor: ownAdvisorId ?? undefined };
  const text = (key: string) => params.get(key) || undefined;
  return {
    kind: oneOf(WORK_KINDS, params.get('kind')),
    state: oneOf(WORK_STATES, params.get('state')),
    advisor: text('advisor'),
    district: text('district'),
  };
}

export function prefetchWorkList({ queryClient, api }: PageQueries, url: URL): void {
  startReads([
    queryClient.query(staffWorkQueries.workspace(api)).then((workspace) => {
      if (workspace !== null) {
        return queryClient.infiniteQuery(
          staffWorkQueries.list(api, filterOf(url.searchParams, workspace.ownAdvisorId)),
        );
      }
    }),
  ]);
}

const errandPath = (item: Pick<WorkItem, 'kind' | 'id'>): string =>
  portalRoutes.staffErrand.path.replace(':kind', item.kind).replace(':id', encodeURIComponent(item.id));

function Filters({ workspace, filter }: { workspace: Workspace; filter: WorkFilter }) {
  const [, setParams] = useSearchParams();
  const id = useId();
  const show = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setParams(
      new URLSearchParams(
        ['kind', 'state', 'advisor', 'district'].map((key) => {
          const value = data.get(key);
          return [key, typeof value === 'string' ? value : ''];
        }),
      ),
    );
  };
  const all = { value: '', label: texts.all };
  return (
    <form onSubmit={show} aria-label={texts.filters}>
      <fieldset className={styles.filters}>
        <legend>{texts.filters}</legend>
        <SelectField
          id={`${id}-kind`}
          name="kind"
          label={texts.kind}
          defaultValue={filter.kind ?? ''}
          options={[all, ...WORK_KINDS.map((kind) => ({ value: kind, label: WORK_KIND_LABELS[kind] }))]}
        />
        <SelectField
          id={`${id}-state`}
          name="state"
          label={texts.state}
          defaultValue={filter.state ?? ''}
          options={[
            all,
            ...WORK_STATES.map((state: WorkState) => ({ value: state, label: texts.states[state] })),
          ]}
        />
        <SelectField
          id={`${id}-advisor`}
          name="advisor"
          label={texts.advisor}
          defaultValue={filter.advisor ?? ''}
          options={[
            all,
            ...workspace.advisors.map((advisor) => ({ value: advisor.id, label: advisor.name })),
          ]}
        />
        <SelectField
          id={`${id}-district`}
          name="district"
          label={texts.district}
          defaultValue={filter.district ?? ''}
          options={[
            all,
            ...workspace.districts.map((district) => ({ value: district.id, label: district.name })),
          ]}
        />
        <div>
          <Button type="submit">{texts.show}</Button>
        </div>
      </fieldset>
    </form>
  );
}

function Item({ item, index }: { item: WorkItem; index: number }) {
  return (
    <li className={styles.item} data-state={item.state} data-item={index} tabIndex={-1}>
      <p className={styles.top}>
        <span>
          {WORK_KIND_LABELS[item.kind]}, {texts.received.toLowerCase()}{' '}
          <time dateTime={item.receivedAt}>{formatDateTime(item.receivedAt)}</time>
        </span>
        <span className={styles.status}>{item.status}</span>
      </p>
      <p className={styles.title}>
        {ERRAND_VIEWS[item.kind] === undefined ? item.title : <Link to={errandPath(item)}>{item.title}</Link>}
      </p>
      <p>
        {item.member.name} ({item.member.id})
      </p>
      <p className={styles.top}>
        {item.advisor?.name ?? texts.noAdvisor}
        {item.district !== null && `, ${item.district.name}`}
      </p>
    </li>
  );
}

function WorkItems({ filter }: { filter: WorkFilter }) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useWorkList(filter);
  const items = data.pages.flatMap((page) => page.items);
  const focusFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    setAnnouncement(texts.loaded(items.length - from));
    listRef.current?.querySelector<HTMLElement>(`[data-item="${String(from)}"]`)?.focus();
  }, [items.length]);

  if (items.length === 0) return <EmptyState title={texts.emptyTitle}>{texts.emptyText}</EmptyState>;
  return (
    <>
      <ol ref={listRef} className={styles.list} aria-label={texts.title}>
        {items.map((item, index) => (
          <Item key={`${item.kind}-${item.id}`} item={item} index={index} />
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {hasNextPage && (
        <Button
          variant="secondary"
          aria-disabled={isFetchingNextPage || undefined}
          onClick={() => {
            if (isFetchingNextPage) return;
            focusFrom.current = items.length;
            void fetchNextPage();
          }}
        >
          {isFetchingNextPage ? texts.loading : texts.more}
        </Button>
      )}
    </>
  );
}

function WorkList() {
  const { data: workspace } = useWorkspace();
  const [params] = useSearchParams();
  if (workspace === null) return null;
  const filter = filterOf(params, workspace.ownAdvisorId);
  return (
    <>
      {!workspace.mayEdit && <p>{texts.readOnly}</p>}
      {/* A new filter starts the form afresh, so its fields show what the list shows. */}
      <Filters key={params.toString()} workspace={workspace} filter={filter} />
      <SectionBoundary>
        <WorkItems filter={filter} />
      </SectionBoundary>
    </>
  );
}

export function WorkListPage() {
  return (
    <>
      <WorkspaceMenu />
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary>
        <WorkList />
      </SectionBoundary>
    </>
  );
}
