import { Link } from 'react-router';
import { Icon } from './icon';
import styles from './link-list.module.css';

export interface LinkListItem {
  readonly to: string;
  readonly label: string;
  readonly description?: string;
}

/** Large, easy-to-hit links to the pages of a section. */
export function LinkList({ items, label }: { items: readonly LinkListItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.link}>
              <span>
                {item.label}
                {item.description !== undefined && (
                  <span className={styles.description}>{item.description}</span>
                )}
              </span>
              <Icon name="chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
