import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { ApiError } from '../../../lib/api-client';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { Skeleton } from '../../../ui/skeleton';
import { useCompleteLogin } from '../api/login';
import { takeLoginDestination } from '../login-destination';
import { authTexts } from '../auth.texts';

const texts = authTexts.loginRedirect;

export const title = texts.title;

/**
 * The login callback: the BankID order this browser completed becomes a session, then the person goes
 * where they were headed, to the login selection when they have several to act for, or to the
 * member-missing page when the association does not know them.
 */
export function Component() {
  const navigate = useNavigate();
  const login = useCompleteLogin();
  const started = useRef(false);

  useEffect(() => {
    // Once only: the server hands a completed order out a single time (and StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    login.mutate(undefined, {
      onSuccess: (profile) => {
        const chosen = profile !== null && profile.roles.length > 0;
        void navigate(
          chosen ? (takeLoginDestination() ?? portalRoutes.overview.path) : portalRoutes.loginSelection.path,
          {
            replace: true,
          },
        );
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'NO_RELATION') {
          void navigate(portalRoutes.memberMissing.path, { replace: true });
        }
      },
    });
  }, [login, navigate]);

  if (login.isError && !(login.error instanceof ApiError && login.error.code === 'NO_RELATION')) {
    return (
      <>
        <PageHeading>{texts.title}</PageHeading>
        <EmptyState
          title={texts.failedTitle}
          action={<ButtonLink to={portalRoutes.login.path}>{texts.toLogin}</ButtonLink>}
        >
          {login.error.message}
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeading>{texts.title}</PageHeading>
      <Skeleton label={texts.progress} lines={2} />
    </>
  );
}
