import { isReadOnly } from '#contracts/roles';
import { portalRoutes } from '#contracts/routes';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { Banner } from '../../../ui/banner';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { LinkList } from '../../../ui/link-list';
import { PageHeading } from '../../../ui/page-heading';
import { Skeleton } from '../../../ui/skeleton';
import { myPagesGroups } from '../my-pages-groups';
import { myPagesTexts as texts } from '../my-pages.texts';

export const title = texts.title;

/** The hub of the personal pages: a card for each page this user may open, in two groups. */
export function Component() {
  const { flags } = useRuntimeConfig();
  const profile = useProfile();
  const roles = profile.data?.roles ?? [];
  const groups = myPagesGroups(flags, roles);
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      {profile.isPending && <Skeleton />}
      {isReadOnly(roles) && (
        <Banner tone="info">
          <p>{texts.readOnly}</p>
        </Banner>
      )}
      {profile.isPending ? null : groups.length === 0 ? (
        <EmptyState
          title={texts.emptyTitle}
          action={<ButtonLink to={portalRoutes.contact.path}>{texts.contactUs}</ButtonLink>}
        >
          {texts.emptyText}
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`my-pages-${group.key}`}>
            <h2 id={`my-pages-${group.key}`}>{texts.groups[group.key]}</h2>
            <LinkList items={group.items} label={texts.groups[group.key]} />
          </section>
        ))
      )}
    </>
  );
}
