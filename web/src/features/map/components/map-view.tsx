import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Estate, StandList } from '#contracts/estates';
import type { LayerId, LayerRegistry } from '#contracts/geo';
import { extentOf, padExtent, type Extent, type Geometry } from '#contracts/geometry';
import { fitExtent, fitGeometry, geometryViewExtent, MIN_VIEW_METRES } from '../../../lib/map/create-map';
import { useMapNavigation } from '../../../lib/map-navigation';
import { Banner } from '../../../ui/banner';
import { formatHectares } from '../../../lib/format';
import { estateDetails, type FeatureDetails } from '../feature-details';
import { useFeaturesInView, type MapItem } from '../hooks/use-features-in-view';
import { useMapAttributions } from '../hooks/use-map-attributions';
import { useMapSetup } from '../hooks/use-map-setup';
import { useFirstDrawn } from '../hooks/use-first-drawn';
import { useSideBySide } from '../hooks/use-side-by-side';
import { useForestOverviewLayer } from '../hooks/use-forest-overview-layer';
import { useOwnForest } from '../hooks/use-own-forest';
import { useLinkedPointId } from '../links/use-map-links';
import { olGeometry } from '../layers/map-layers';
import { styleFor } from '../layers/style-table';
import { MapContext } from '../map-context';
import { mapTexts } from '../map.texts';
import styles from '../map.module.css';
import { MapTools } from '../tools/map-tools';
import { useMapTools } from '../tools/map-tools-store';
import { EstateList } from './estate-list';
import { FeatureList } from './feature-list';
import { FeaturePanel } from './feature-panel';
import { LayerSwitcher } from './layer-switcher';
import { MapAttribution, registryAttributions } from './map-attribution';
import { Legend } from './legend';
import { MapButtons } from './map-buttons';
import { MapLayout } from './map-layout';
import { useMapClick } from '../hooks/use-map-click';
import { SearchForm } from './search-form';
import { PositionButton, PositionReport } from '../position/position-control';
import { usePosition } from '../position/use-position';

interface Selection {
  readonly key: string;
  readonly details: FeatureDetails;
  readonly geometry: Geometry | null;
  readonly feature: Feature | null;
}

/** Shows a feature beside its attribute panel: left of it on a wide screen, above the bottom sheet on a phone. */
function showFeature(map: OlMap, feature: Feature): void {
  const extent = feature.getGeometry()?.getExtent();
  if (extent === undefined) return;
  const [width = 0, height = 0] = map.getSize() ?? [];
  const padding: [number, number, number, number] =
    width >= 700 ? [24, 24, 24, 420] : [24, 24, Math.round(height * 0.6), 24];
  fitExtent(map, padExtent(extent as Extent, 0.15, MIN_VIEW_METRES), 0.5, padding);
}

/**
 * The map page's body: the panel of search, estates, layers (before the long list of stands), the lists and
 * the legend, and the map with its buttons.
 */
export function MapView({
  registry,
  estates,
  stands,
}: {
  registry: LayerRegistry;
  estates: readonly Estate[];
  stands: readonly (StandList | null | undefined)[];
}) {
  const navigation = useMapNavigation();
  const [visible, setVisible] = useState<ReadonlySet<LayerId>>(() => {
    const initial = new Set(
      registry.layers.filter((layer) => layer.visibleByDefault).map((layer) => layer.id),
    );
    if (navigation.geometryOversiktGoToOnLoad !== null) initial.add('skogsoversikt');
    return initial;
  });
  const [selection, setSelection] = useState<Selection | null>(null);
  // The estate whose stands the list shows: the one another page sent the member to, else the first.
  const [estateId, setEstateId] = useState<string | null>(() => {
    const goTo = JSON.stringify(navigation.geometryGoToOnLoad ?? navigation.geometryOversiktGoToOnLoad);
    const sentTo = estates.find((estate) => JSON.stringify(estate.boundary) === goTo);
    return (sentTo ?? estates.find((estate) => estate.boundary !== null))?.id ?? null;
  });
  const [message, setMessage] = useState('');
  const [failedLayers, setFailedLayers] = useState<ReadonlySet<LayerId | 'base-map'>>(new Set());
  const [panelOpen, setPanelOpen] = useState(false);
  // A phone's closed sheet shows nothing: its lists are made when it first opens, not while the map loads.
  const sideBySide = useSideBySide();
  const [listsWanted, setListsWanted] = useState(false);
  if (!listsWanted && (panelOpen || sideBySide)) setListsWanted(true);
  // On a phone the side panel is a sheet: a form opening in it (from the URL, say) opens the sheet too.
  const formOpen = useMapTools((state) => state.formPanel.open);
  const [formWasOpen, setFormWasOpen] = useState(formOpen);
  if (formOpen !== formWasOpen) {
    setFormWasOpen(formOpen);
    if (formOpen) setPanelOpen(true);
  }
  // So does the own point a link names (`?punkt=`), whose details are shown in the panel.
  const linkedPointId = useLinkedPointId();
  const [linkedPointWas, setLinkedPointWas] = useState<string | null>(null);
  if (linkedPointId !== linkedPointWas) {
    setLinkedPointWas(linkedPointId);
    if (linkedPointId !== null) setPanelOpen(true);
  }

  const [mapRef, setup] = useMapSetup(registry, (error) =>
    setFailedLayers((failed) => new Set(failed).add(error === 'base-map' ? error : error.layerId)),
  );
  const standItems = useOwnForest(setup, estates, stands);
  const forestOverviewLayer = useForestOverviewLayer();
  // The forest overview's layer draws the stands once it is ready; until then the plan's own stands stay drawn.
  const forestOverviewShown = visible.has('skogsoversikt') && forestOverviewLayer.ready;
  const inView = useFeaturesInView(setup, registry, visible);
  const position = usePosition(setup?.map ?? null, estates, stands);
  const attributions = useMapAttributions(setup, registryAttributions(registry, visible));

  // Show what the page that sent the member here asked for, else their estates, else the registry's extent.
  // A layout effect, so it comes before any tool's own move in the same commit (the order form's estate).
  const openedMap = useRef<OlMap | null>(null);
  useLayoutEffect(() => {
    if (setup === null || openedMap.current === setup.map) return;
    const goTo = navigation.geometryGoToOnLoad ?? navigation.geometryOversiktGoToOnLoad;
    const ownExtent = extentOf(
      estates.flatMap((estate) => (estate.boundary === null ? [] : [estate.boundary])),
    );
    const extent =
      goTo === null ? (ownExtent === null ? null : padExtent(ownExtent, 0.05)) : geometryViewExtent(goTo);
    if (goTo !== null) {
      setup.own.highlight.clear();
      setup.own.highlight.addFeature(new Feature(olGeometry(goTo)));
    }
    if (extent !== null) setup.map.getView().fit(extent, { size: setup.map.getSize() });
    openedMap.current = setup.map;
  }, [setup, navigation, estates]);

  // The member's estates show at once; the thematic layers once the map's first picture is drawn.
  const pointKeys = useMemo(
    () =>
      registry.layers
        .filter((layer) => visible.has(layer.id))
        .flatMap((layer) => layer.legend.map((entry) => entry.style))
        .filter((key) => styleFor(key).kind === 'point'),
    [registry, visible],
  );
  const firstDrawn = useFirstDrawn(setup?.map ?? null, pointKeys);
  useEffect(() => {
    if (setup === null) return;
    for (const [layerId, layer] of setup.registryLayers) {
      const own = layer === setup.own.estatesLayer;
      layer.setVisible(visible.has(layerId) && (own || firstDrawn));
    }
    setup.own.standsLayer.setVisible(!forestOverviewShown);
  }, [setup, visible, forestOverviewShown, firstDrawn]);

  // A tool may switch a layer itself (the forest overview does when it is ready): the switcher follows.
  useEffect(() => {
    if (setup === null) return undefined;
    const unlisten = [...setup.registryLayers].map(([layerId, layer]) => {
      const follow = (): void =>
        setVisible((current) => {
          if (current.has(layerId) === layer.getVisible()) return current;
          const next = new Set(current);
          if (layer.getVisible()) next.add(layerId);
          else next.delete(layerId);
          return next;
        });
      layer.on('change:visible', follow);
      return () => layer.un('change:visible', follow);
    });
    return () => unlisten.forEach((stop) => stop());
  }, [setup]);

  const select = useCallback(
    (next: Selection | null) => {
      setSelection(next);
      if (setup === null) return;
      setup.own.highlight.clear();
      const geometry =
        next?.feature?.getGeometry() ?? (next?.geometry ? olGeometry(next.geometry) : undefined);
      if (geometry !== undefined) setup.own.highlight.addFeature(new Feature(geometry));
    },
    [setup],
  );

  const allItems = useMemo(
    () => new Map([...[...standItems.values()].flat(), ...inView.items].map((item) => [item.key, item])),
    [standItems, inView.items],
  );
  const chooseItem = (item: MapItem, zoom: boolean): void => {
    select({ key: item.key, details: item.details, geometry: null, feature: item.feature });
    if (zoom && setup !== null) showFeature(setup.map, item.feature);
  };

  useMapClick(setup, registry, estates, allItems, (item) => {
    if (item === null) select(null);
    else chooseItem(item, false);
  });

  const chooseEstate = (estate: Estate): void => {
    setEstateId(estate.id);
    if (setup === null || estate.boundary === null) return;
    fitGeometry(setup.map, estate.boundary);
    setMessage(mapTexts.search.shown(estate.designation));
  };

  const selectedEstate = estates.find((estate) => estate.id === estateId) ?? null;
  const synthetic = registry.layers.some((layer) => layer.synthetic && visible.has(layer.id));
  const layerTitle = (id: LayerId | 'base-map'): string =>
    id === 'base-map' ? '' : (registry.layers.find((layer) => layer.id === id)?.title ?? id);

  return (
    <MapLayout
      panelOpen={panelOpen}
      onTogglePanel={() => setPanelOpen((open) => !open)}
      panelBody={
        <>
          {setup !== null && (
            <MapContext.Provider value={setup.map}>
              <MapTools />
            </MapContext.Provider>
          )}
          <SearchForm
            onShow={(result) => {
              if (setup !== null) fitGeometry(setup.map, result.geometry);
              const estate = estates.find((candidate) => candidate.id === result.estateId);
              if (estate !== undefined) setEstateId(estate.id);
              select({
                key: `search:${result.designation}`,
                details: estateDetails(
                  result.designation,
                  [
                    { label: 'Kommun', value: result.municipality },
                    ...(estate === undefined
                      ? []
                      : [{ label: 'Areal', value: formatHectares(estate.totalAreaHa) }]),
                  ],
                  estate,
                ),
                geometry: result.geometry,
                feature: null,
              });
              setMessage(mapTexts.search.shown(result.designation));
            }}
          />
          {listsWanted && (
            <>
              <EstateList estates={estates} selectedId={estateId} onChoose={chooseEstate} />
              <LayerSwitcher
                registry={registry}
                visible={visible}
                notes={
                  forestOverviewLayer.note === undefined ? {} : { skogsoversikt: forestOverviewLayer.note }
                }
                onToggle={(layerId, on) =>
                  setVisible((current) => {
                    const next = new Set(current);
                    if (on) next.add(layerId);
                    else next.delete(layerId);
                    return next;
                  })
                }
              />
              <FeatureList
                standsHeading={
                  selectedEstate === null ? null : mapTexts.features.standsOf(selectedEstate.designation)
                }
                stands={selectedEstate === null ? [] : (standItems.get(selectedEstate.id) ?? [])}
                inView={inView.items}
                moreInView={inView.more}
                selectedKey={selection?.key ?? null}
                onChoose={(key) => {
                  const item = allItems.get(key);
                  if (item !== undefined) chooseItem(item, true);
                }}
              />
              <Legend registry={registry} visible={visible} forestOverviewReady={forestOverviewLayer.ready} />
            </>
          )}
          {synthetic && (
            <Banner tone="info">
              <p>{mapTexts.layers.synthetic}</p>
            </Banner>
          )}
        </>
      }
    >
      <p id="map-help" className={styles.visuallyHidden}>
        {mapTexts.mapHelp}
      </p>
      <div
        ref={mapRef}
        className={styles.map}
        // Focusable (set by useMapSetup): arrow keys and +/− then move the map (OpenLayers' keyboard interactions).
        role="application"
        aria-label={mapTexts.mapLabel}
        aria-describedby="map-help"
        data-testid="map"
      />
      {setup !== null && (
        <MapButtons map={setup.map}>
          <PositionButton tracking={position} />
        </MapButtons>
      )}
      <PositionReport tracking={position} />
      {synthetic && <p className={styles.syntheticNote}>{mapTexts.layers.syntheticNote}</p>}
      <div role="status" className={styles.mapMessage} data-empty={message === '' && failedLayers.size === 0}>
        {message !== '' && <p>{message}</p>}
        {failedLayers.has('base-map') && <p>{mapTexts.baseMapError}</p>}
        {[...failedLayers]
          .filter((id) => id !== 'base-map')
          .map((id) => (
            <p key={id}>{mapTexts.layerError(layerTitle(id))}</p>
          ))}
      </div>
      {selection !== null && (
        <FeaturePanel
          details={selection.details}
          onClose={() => {
            select(null);
            setup?.map.getTargetElement()?.focus();
          }}
          onShow={() => {
            if (setup === null) return;
            if (selection.feature !== null) showFeature(setup.map, selection.feature);
            else if (selection.geometry !== null) fitGeometry(setup.map, selection.geometry);
          }}
        />
      )}
      <MapAttribution attributions={attributions} />
    </MapLayout>
  );
}
