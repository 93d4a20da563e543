import { actsForSomeoneElse, canChange } from '#contracts/roles';
import { useProfile } from '../../../lib/profile';
import { PageHeading } from '../../../ui/page-heading';
import { SectionBoundary } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { NotificationSettingsForm } from '../components/notification-settings-form';
import { PushDeviceSwitch } from '../components/push-device-switch';
import { notificationsTexts } from '../notifications.texts';
import { startReads, type PageQueries } from '../../../lib/page-route';
import { notificationSettingsQueries } from '../api/notifications';

const texts = notificationsTexts.notificationSettings;

export const title = texts.title;

export function prefetch({ queryClient, api }: PageQueries): void {
  startReads([queryClient.query(notificationSettingsQueries.settings(api))]);
}

export function Component() {
  const profile = useProfile();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <SectionBoundary>
        {profile.isPending ? (
          <Skeleton />
        ) : (
          <NotificationSettingsForm readOnly={!canChange(profile.data?.roles ?? [])} />
        )}
      </SectionBoundary>
      {!profile.isPending && <PushDeviceSwitch readOnly={actsForSomeoneElse(profile.data?.roles ?? [])} />}
    </>
  );
}
