import type { LayerId, LayerRegistry, MapLayer } from '#contracts/geo';
import { CheckboxField } from '../../../ui/text-field';
import { mapTexts } from '../map.texts';
import styles from '../map.module.css';

const texts = mapTexts.layers;

function groupsOf(layers: readonly MapLayer[]): [string, MapLayer[]][] {
  const groups = new Map<string, MapLayer[]>();
  for (const layer of layers) groups.set(layer.group, [...(groups.get(layer.group) ?? []), layer]);
  return [...groups];
}

/**
 * The registry's layers in its order, grouped, each a checkbox with its description, and a note where a
 * layer has nothing to show yet and why (the forest overview before it is activated).
 */
export function LayerSwitcher({
  registry,
  visible,
  notes = {},
  onToggle,
}: {
  registry: LayerRegistry;
  visible: ReadonlySet<LayerId>;
  notes?: Partial<Record<LayerId, string>>;
  onToggle: (layerId: LayerId, visible: boolean) => void;
}) {
  return (
    <section aria-labelledby="map-layers" className={styles.section}>
      <h2 id="map-layers">{texts.heading}</h2>
      {groupsOf(registry.layers).map(([group, layers]) => (
        <fieldset key={group} className={styles.layerGroup}>
          <legend>{group}</legend>
          {layers.map((layer) => (
            <CheckboxField
              key={layer.id}
              id={`layer-${layer.id}`}
              label={layer.title}
              tag={layer.synthetic ? texts.syntheticTag : undefined}
              hint={
                notes[layer.id] === undefined ? (
                  layer.description
                ) : (
                  <>
                    {layer.description} <span className={styles.layerNote}>{notes[layer.id]}</span>
                  </>
                )
              }
              checked={visible.has(layer.id)}
              onChange={(event) => onToggle(layer.id, event.target.checked)}
              className={styles.layerRow}
            />
          ))}
        </fieldset>
      ))}
    </section>
  );
}
