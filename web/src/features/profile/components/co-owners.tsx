import { EmptyState } from '../../../ui/empty-state';
import { TableScroll } from '../../../ui/table-scroll';
import { useCoRegistry } from '../api/businesses';
import { formatShare } from '../../../lib/format';
import styles from '../profile.module.css';
import { profileTexts } from '../profile.texts';

const texts = profileTexts.coOwners;

/** The co-owners of each business (`Ir/GetCoRegistry`) with their shares and the ställföreträdare. */
export function CoOwners() {
  const { data: registry } = useCoRegistry();
  if (registry === null || registry.length === 0) {
    return (
      <EmptyState title={texts.emptyTitle} headingLevel={3}>
        {texts.emptyText}
      </EmptyState>
    );
  }
  const anyRepresentative = registry.some((entry) => entry.coOwners.some((owner) => owner.isRepresentative));
  return (
    <>
      <p>{texts.lead}</p>
      {registry.map((entry) => (
        <TableScroll
          key={entry.businessId}
          label={texts.tableCaption(entry.businessName)}
          className={styles.tableWrap}
        >
          <table className={styles.table}>
            <caption>{texts.tableCaption(entry.businessName)}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.name}</th>
                <th scope="col">{texts.share}</th>
                <th scope="col">{texts.role}</th>
              </tr>
            </thead>
            <tbody>
              {entry.coOwners.map((owner) => (
                <tr key={owner.id}>
                  <th scope="row">
                    {owner.name} {owner.isYou && <span className={styles.subtle}>{texts.you}</span>}
                  </th>
                  <td>{formatShare(owner.share.numerator, owner.share.denominator, owner.share.percent)}</td>
                  <td>{owner.isRepresentative ? texts.representative : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ))}
      {anyRepresentative && <p className={styles.note}>{texts.representativeInfo}</p>}
    </>
  );
}
