import { economyLinks } from '../../../lib/navigation';
import { useProfile } from '../../../lib/profile';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { LinkList } from '../../../ui/link-list';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { EconomyOverview } from '../components/economy-overview';
import { economyTexts } from '../economy.texts';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { economyQueries } from '../api/economy';

const texts = economyTexts.economy;

export const title = texts.title;

export function prefetch({ queryClient, api }: PageQueries): void {
  startReads([queryClient.query(economyQueries.summary(api))]);
}

export function Component() {
  const { flags } = useRuntimeConfig();
  const roles = useProfile().data?.roles ?? [];
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <LinkList items={economyLinks(flags, roles)} label={texts.linksLabel} />
      <SectionBoundary>
        <EconomyOverview />
      </SectionBoundary>
    </>
  );
}
