import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { portalRoutes } from '#contracts/routes';
import { useApiClient } from '../../../lib/api-client';
import { eraseDeviceData } from '../../../lib/offline-use/offline-use';
import { PageHeading } from '../../../ui/page-heading';
import { Skeleton } from '../../../ui/skeleton';
import { authTexts } from '../auth.texts';

const texts = authTexts.logout;

/**
 * Ends the session on the server, forgets everything cached about the user, erases what the device kept of
 * them (docs/offline.md), and loads /login afresh, so nothing of the previous user (data, third-party
 * scripts) stays in the tab or on the device. A session that has ended comes here too (a 401).
 */
export const title = texts.title;

export function Component() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    void api
      .send('POST', 'auth/logout')
      .catch(() => undefined)
      .then(() => eraseDeviceData().catch(() => undefined))
      .finally(() => {
        queryClient.clear();
        window.location.replace(portalRoutes.login.path);
      });
  }, [api, queryClient]);
  return (
    <>
      <PageHeading>{texts.title}</PageHeading>
      <Skeleton label={texts.progress} lines={1} />
    </>
  );
}
