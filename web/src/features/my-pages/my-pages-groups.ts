import type { FeatureFlags } from '#contracts/feature-flags';
import { portalRoutes } from '#contracts/routes';
import { myPagesLinks } from '../../lib/navigation';
import type { LinkListItem } from '../../ui/link-list';
import type { myPagesTexts } from './my-pages.texts';

/** The pages about the forest and the money; the rest are about the person and the association. */
const FOREST_AND_MONEY: ReadonlySet<string> = new Set([
  portalRoutes.estates.path,
  portalRoutes.economy.path,
  portalRoutes.contracts.path,
  portalRoutes.documents.path,
]);

export interface MyPagesGroup {
  readonly key: keyof typeof myPagesTexts.groups;
  readonly items: readonly LinkListItem[];
}

/**
 * The hub's cards, in two groups: the same links as the profile menu (flags on, a role that may open the
 * page), so the hub never leads to a page the user cannot open. Empty groups are left out.
 */
export function myPagesGroups(flags: FeatureFlags, roles: readonly string[]): MyPagesGroup[] {
  const links = myPagesLinks(flags, roles);
  const groups: MyPagesGroup[] = [
    { key: 'forest', items: links.filter((link) => FOREST_AND_MONEY.has(link.to)) },
    { key: 'you', items: links.filter((link) => !FOREST_AND_MONEY.has(link.to)) },
  ];
  return groups.filter((group) => group.items.length > 0);
}
