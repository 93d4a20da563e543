import { useMemo } from 'react';
import { SectionError } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { useEstates, useLayerRegistry, useStands } from '../api/map-data';
import { MapView } from '../components/map-view';
import { mapTexts as texts } from '../map.texts';
import styles from '../map.module.css';

/** The map view uses the whole window: no footer, no floating widget (SPEC 2). */
export const title = texts.title;

export function Component() {
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
  return <MapView registry={registry.data} estates={estates} stands={standsByEstate} />;
}
