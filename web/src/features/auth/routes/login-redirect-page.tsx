import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { portalRoutes } from '#contracts/routes';
import { ApiError } from '../../../lib/api-client';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { Skeleton } from '../../../ui/skeleton';
import { useProfile } from '../../../lib/profile';
import { useCompleteLogin } from '../api/login';
import { signedInHome, takeLoginDestination } from '../login-destination';
import { authTexts } from '../auth.texts';

const texts = authTexts.loginRedirect;

export const title = texts.title;

/**
 * The login callback: the BankID order this browser completed becomes a session, then the person goes
 * where they were headed, to the login selection when they have several to act for, or to the
 * member-missing page when the association does not know them. Someone already signed in who has no
 * BankID order to finish (a bookmark, the back button) is sent on as from /login, not told it failed.
 */
export function Component() {
  const navigate = useNavigate();
  const login = useCompleteLogin();
  const profile = useProfile();
  const started = useRef(false);

  useEffect(() => {
    // Once only: the server hands a completed order out a single time (and StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    login.mutate(undefined, {
      onSuccess: (loggedIn) => {
        const chosen = loggedIn !== null && loggedIn.roles.length > 0;
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

  const failed = login.isError && !(login.error instanceof ApiError && login.error.code === 'NO_RELATION');
  // A failed login leaves the session as it was: whoever was signed in still is.
  const stillSignedIn = failed ? (profile.data ?? null) : null;
  if (stillSignedIn !== null) return <Navigate to={signedInHome(stillSignedIn)} replace />;
  if (login.isError && failed && !profile.isPending) {
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
