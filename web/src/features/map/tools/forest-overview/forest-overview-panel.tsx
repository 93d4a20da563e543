import { useEffect, useId } from 'react';
import type OlMap from 'ol/Map';
import { isActivationRunning, type ForestOverview } from '#contracts/forest-overview';
import { Banner } from '../../../../ui/banner';
import { Button } from '../../../../ui/button';
import { TableScroll } from '../../../../ui/table-scroll';
import { formatDateTime, formatHectares, formatQuantity } from '../../../../lib/format';
import styles from '../map-tools.module.css';
import { toolsTexts } from '../map-tools.texts';
import { findLayer } from '../ol-helpers';
import { useActivateOverview, useActivationStatus, useForestOverview } from '../../api/forest-overview';

const texts = toolsTexts.forestOverview;
const OVERVIEW_LAYER_ID = 'skogsoversikt';

function Figures({ overview }: { overview: ForestOverview }) {
  const upcomingId = useId();
  const rows: [string, string][] = [
    [texts.estates, texts.estatesValue(overview.estateCount, overview.standCount)],
    [texts.productiveArea, formatHectares(overview.productiveAreaHa)],
    [texts.volume, formatQuantity(Math.round(overview.volumeTotal), 'm³sk')],
    [texts.volumePerHa, formatQuantity(Math.round(overview.volumePerHa), 'm³sk/ha')],
    [texts.growth, formatQuantity(Math.round(overview.growthTotal), 'm³sk')],
  ];
  return (
    <>
      <h3 className={styles.subHeading}>{texts.figures}</h3>
      <p className={styles.hint}>{texts.builtAt(formatDateTime(overview.builtAt))}</p>
      <dl className={styles.figures}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 id={upcomingId} className={styles.subHeading}>
        {texts.upcoming}
      </h3>
      {overview.upcomingActions.length === 0 ? (
        <p>{texts.noUpcoming}</p>
      ) : (
        <TableScroll labelledBy={upcomingId}>
          <table className={styles.table} aria-labelledby={upcomingId}>
            <thead>
              <tr>
                <th scope="col">{texts.action}</th>
                <th scope="col">{texts.area}</th>
                <th scope="col">{texts.stands}</th>
              </tr>
            </thead>
            <tbody>
              {overview.upcomingActions.map((row) => (
                <tr key={row.action}>
                  <th scope="row">{row.action}</th>
                  <td>{formatHectares(row.areaHa)}</td>
                  <td>{row.standCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

/**
 * The forest overview (skogsöversikt): activate it, follow the job (polled every 5 s while it runs), then
 * its figures, with its layer switched on; a failure says why and offers another try.
 */
export function ForestOverviewPanel({
  map,
  canActivate,
  activationEnabled,
}: {
  map: OlMap;
  canActivate: boolean;
  activationEnabled: boolean;
}) {
  const status = useActivationStatus();
  const activate = useActivateOverview();
  const state = status.data?.state ?? 'inactive';
  const ready = state === 'ready';
  const overview = useForestOverview(ready);
  const headingId = useId();

  useEffect(() => {
    if (ready) findLayer(map, OVERVIEW_LAYER_ID)?.setVisible(true);
  }, [map, ready]);

  const activateButton = (label: string) =>
    activationEnabled && canActivate ? (
      <Button onClick={() => activate.mutate()} disabled={activate.isPending}>
        {activate.isPending ? texts.activating : label}
      </Button>
    ) : (
      <p>{activationEnabled ? texts.readOnly : texts.flagOff}</p>
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={status.isPending}>
      <h2 id={headingId} className={styles.panelHeading}>
        {texts.heading}
      </h2>
      {status.isError ? (
        <p role="alert" className={styles.error}>
          {status.error.message}
        </p>
      ) : status.isPending ? null : (
        <>
          <div role="status" className={styles.statusLine}>
            {isActivationRunning(state) && (
              <p className={styles.progress}>
                <span className={styles.spinner} aria-hidden="true" />
                {texts.running}
              </p>
            )}
            {ready && <p>{texts.ready}</p>}
          </div>
          {state === 'inactive' && (
            <>
              <p>{texts.intro}</p>
              {activateButton(texts.activate)}
            </>
          )}
          {state === 'failed' && (
            <>
              <Banner tone="warning" role="alert">
                <p>
                  <strong>{texts.failedHeading}</strong>
                </p>
                {typeof status.data?.message === 'string' && <p>{status.data.message}</p>}
              </Banner>
              {activateButton(texts.retry)}
            </>
          )}
          {activate.isError && (
            <p role="alert" className={styles.error}>
              {activate.error.message}
            </p>
          )}
          {ready && overview.isError && (
            <p role="alert" className={styles.error}>
              {texts.loadError}
            </p>
          )}
          {ready && overview.data !== undefined && overview.data !== null && (
            <Figures overview={overview.data} />
          )}
        </>
      )}
    </section>
  );
}
