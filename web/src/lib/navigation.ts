import type { FeatureFlags } from '#contracts/feature-flags';
import { decideAccess, portalRoutes, type PortalRouteName } from '#contracts/routes';
import type { LinkListItem } from '../ui/link-list';
import { navigationTexts } from './navigation.texts';

type LinkName = PortalRouteName & keyof typeof navigationTexts;

const MY_PAGES: readonly LinkName[] = [
  'profile',
  'estates',
  'economy',
  'contracts',
  'documents',
  'mandates',
  'subscriptions',
  'meetings',
  'notificationSettings',
  'accessLog',
  'purchases',
];

const ECONOMY: readonly LinkName[] = ['paymentPlan', 'withdrawal', 'transactions', 'cashbook'];

/** Links to the pages this user may open right now: the flag is on and one of their roles fits. */
function linksFor(names: readonly LinkName[], flags: FeatureFlags, roles: readonly string[]): LinkListItem[] {
  return names
    .filter((name) => decideAccess(portalRoutes[name], roles, flags) === 'allow')
    .map((name) => ({ to: portalRoutes[name].path, ...navigationTexts[name] }));
}

export const myPagesLinks = (flags: FeatureFlags, roles: readonly string[]): LinkListItem[] =>
  linksFor(MY_PAGES, flags, roles);

export const economyLinks = (flags: FeatureFlags, roles: readonly string[]): LinkListItem[] =>
  linksFor(ECONOMY, flags, roles);
