import { myPagesLinks } from '../../../lib/navigation';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { LinkList } from '../../../ui/link-list';
import { PageHeading } from '../../../ui/page-heading';
import { myPagesTexts as texts } from '../my-pages.texts';

export const title = texts.title;

export function Component() {
  const { flags } = useRuntimeConfig();
  const roles = useProfile().data?.roles ?? [];
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <LinkList items={myPagesLinks(flags, roles)} label={texts.linksLabel} />
    </>
  );
}
