import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LayerRegistry } from '#contracts/geo';
import { SectionError } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { estateQueries } from '../../../lib/queries/estates';
import { forestOverviewQueries } from '../api/forest-overview';
import { geoQueries, useEstates, useLayerRegistry, useStands } from '../api/geo';
import { noteQueries } from '../api/notes';
import { MapAttribution, registryAttributions } from '../components/map-attribution';
import { MAP_HEADING_PAINT, MapLayout } from '../components/map-layout';
import { useAfterPaintOf } from '../../../lib/use-after-paint-of';
import { mapTexts as texts } from '../map.texts';
import { mapFormFor } from '../tools/panel/map-forms';
import { FORM_PARAM } from '../tools/panel/use-form-from-url';
import styles from '../map.module.css';

/** The map view uses the whole window: no footer, no floating widget. */
export const title = texts.title;

// The map library is most of the page's code. On the document's first page it loads once the page's
// heading is on screen (useAfterPaintOf); coming from another page, nothing waits for a paint, so it loads at once.
const loadMapView = () => import('../components/map-view');
if (performance.getEntriesByName('first-contentful-paint').length > 0) void loadMapView();
const MapView = lazy(() => loadMapView().then((module) => ({ default: module.MapView })));

/**
 * The map's reads start with the page: the notes and the forest overview's status are read by the map view,
 * whose code (the map library) would otherwise have to arrive first.
 */
export function prefetch({ queryClient, api }: PageQueries): void {
  startReads([
    queryClient.query(geoQueries.layerRegistry(api)),
    queryClient.query(estateQueries.list(api)),
    queryClient.query(noteQueries.list(api)),
    queryClient.query(forestOverviewQueries.status(api)),
  ]);
}

/** The page as it paints before the map's code has come: its heading, and whose data the map will show. */
function MapLoading({ registry }: { registry: LayerRegistry }) {
  const visible = new Set(registry.layers.filter((layer) => layer.visibleByDefault).map((layer) => layer.id));
  return (
    <MapLayout
      panelOpen={false}
      panelBody={
        <div className={styles.section}>
          <Skeleton label={texts.loadingMap} />
        </div>
      }
    >
      <MapAttribution attributions={registryAttributions(registry, visible)} />
    </MapLayout>
  );
}

export function Component() {
  const painted = useAfterPaintOf(MAP_HEADING_PAINT);
  // A form the URL names (the order form) loads beside the map, not after it.
  const formId = useSearchParams()[0].get(FORM_PARAM);
  useEffect(() => {
    void mapFormFor(formId)?.preload?.();
  }, [formId]);
  const registry = useLayerRegistry();
  const estatesQuery = useEstates();
  const estates = useMemo(() => estatesQuery.data?.estates ?? [], [estatesQuery.data]);
  const planned = useMemo(
    () => estates.map((estate) => (estate.stands === null ? '' : estate.id)),
    [estates],
  );
  const stands = useStands(planned.filter((id) => id !== ''));
  const standsByEstate = useMemo(() => {
    let next = 0;
    return planned.map((id) => (id === '' ? null : stands[next++]));
  }, [planned, stands]);

  if (registry.isError || estatesQuery.isError) {
    return (
      <div className={styles.pageMessage}>
        <h1>{texts.title}</h1>
        <SectionError
          onRetry={() => {
            void registry.refetch();
            void estatesQuery.refetch();
          }}
        />
      </div>
    );
  }
  if (registry.data === undefined || estatesQuery.data === undefined) {
    return (
      <div className={styles.pageMessage}>
        <h1>{texts.title}</h1>
        <Skeleton label={texts.loadingMap} />
      </div>
    );
  }
  if (registry.data === null) {
    return (
      <div className={styles.pageMessage}>
        <h1>{texts.title}</h1>
        <p>{texts.registryError}</p>
      </div>
    );
  }
  const loading = <MapLoading registry={registry.data} />;
  return (
    <Suspense fallback={loading}>
      {painted ? <MapView registry={registry.data} estates={estates} stands={standsByEstate} /> : loading}
    </Suspense>
  );
}
