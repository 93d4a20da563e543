import { useId, useState } from 'react';
import {
  diameterClassLabel,
  TIMBER_ASSORTMENT_LABELS,
  TIMBER_REGION_LABELS,
  TIMBER_SPECIES,
  TIMBER_SPECIES_LABELS,
  type TimberPriceList,
  type TimberRegion,
} from '#contracts/timber-prices';
import { formatDate, formatPrice } from '../../../lib/format';
import { TableScroll } from '../../../ui/table-scroll';
import { useTimberPriceLists } from '../api/timber-prices';
import styles from '../timber-prices.module.css';
import { timberPricesTexts } from '../timber-prices.texts';

const texts = timberPricesTexts.lists;

function SpeciesTable({
  list,
  species,
}: {
  list: TimberPriceList;
  species: (typeof TIMBER_SPECIES)[number];
}) {
  const prices = list.prices.filter((price) => price.species === species);
  if (prices.length === 0) return null;
  const label = TIMBER_SPECIES_LABELS[species];
  return (
    <TableScroll label={texts.caption(label, list.name)}>
      <table className={styles.table}>
        <caption>{texts.caption(label, list.name)}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.assortment}</th>
            <th scope="col" className={styles.numeric}>
              {texts.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.map((price) => (
            <tr key={`${price.assortment}-${String(price.diameterCm)}`}>
              <th scope="row">
                {price.diameterCm === null
                  ? TIMBER_ASSORTMENT_LABELS[price.assortment]
                  : texts.sawlog(diameterClassLabel(price.diameterCm))}
              </th>
              <td className={styles.numeric}>{formatPrice(price.priceOrePerM3fub)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The list in force in the chosen region: one table per species. */
export function PriceTables({
  region,
  onRegion,
}: {
  region: TimberRegion;
  onRegion: (region: TimberRegion) => void;
}) {
  const { data } = useTimberPriceLists();
  const selectId = useId();
  const lists = data?.lists ?? [];
  const [fallback] = useState(lists[0]?.region);
  const list =
    lists.find((candidate) => candidate.region === region) ?? lists.find((l) => l.region === fallback);
  if (list === undefined) return <p>{texts.none}</p>;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.label}>
          {texts.region}
        </label>
        <p id={`${selectId}-hint`} className={styles.hint}>
          {texts.regionHint}
        </p>
        <select
          id={selectId}
          className={styles.select}
          aria-describedby={`${selectId}-hint`}
          value={list.region}
          onChange={(event) => {
            onRegion(event.target.value as TimberRegion);
          }}
        >
          {lists.map((candidate) => (
            <option key={candidate.region} value={candidate.region}>
              {TIMBER_REGION_LABELS[candidate.region]}
            </option>
          ))}
        </select>
      </div>
      <p>{texts.meta(list.name, formatDate(list.validFrom))}</p>
      <p>
        {texts.costs(
          formatPrice(list.harvestingCostOrePerM3fub.slutavverkning),
          formatPrice(list.harvestingCostOrePerM3fub.gallring),
        )}
      </p>
      <div className={styles.tables}>
        {TIMBER_SPECIES.map((species) => (
          <SpeciesTable key={species} list={list} species={species} />
        ))}
      </div>
      <p className={styles.hint}>{texts.unitNote}</p>
    </>
  );
}
