import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginOption } from '#contracts/login-options';
import { portalRoutes } from '#contracts/routes';
import { useApiClient } from '../../../lib/api-client';
import { useProfile } from '../../../lib/profile';
import { Banner } from '../../../ui/banner';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { SectionError } from '../../../ui/section-boundary';
import { Skeleton } from '../../../ui/skeleton';
import { loginQueries, useChooseLogin, useEnterWorkspace } from '../api/login';
import { takeLoginDestination } from '../login-destination';
import { authTexts } from '../auth.texts';
import { LoginOptionList } from '../components/login-option-list';
import { StaffMemberLookup } from '../components/staff-member-lookup';

const texts = authTexts.loginSelection;

export const title = texts.title;

/**
 * `/loggain`: after BankID, the person chooses whom to act for (docs/adr/0007). The heading stays the same element
 * while the rest loads, so the focus the layout moved to it is not lost.
 */
export function Component() {
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <Choices />
    </>
  );
}

function Choices() {
  const profile = useProfile();
  if (profile.isPending) return null;
  if (profile.data === null || profile.data === undefined) {
    return (
      <EmptyState
        title={texts.anonymousTitle}
        action={<ButtonLink to={portalRoutes.login.path}>{texts.toLogin}</ButtonLink>}
      >
        {texts.anonymousText}
      </EmptyState>
    );
  }
  return <Selection currentId={profile.data.actingFor?.id} />;
}

/** Staff: their own workspace, the work list of what members have sent. */
function Workspace() {
  const navigate = useNavigate();
  const enter = useEnterWorkspace();
  return (
    <section aria-labelledby="arbetsyta">
      <h2 id="arbetsyta">{texts.workspaceHeading}</h2>
      <p>{texts.workspaceLead}</p>
      {enter.isError && (
        <Banner tone="warning" role="alert">
          <p>{enter.error.message}</p>
        </Banner>
      )}
      <Button
        aria-disabled={enter.isPending || undefined}
        onClick={() => {
          if (enter.isPending) return;
          enter.mutate(undefined, {
            onSuccess: () => void navigate(portalRoutes.staffWork.path, { replace: true }),
          });
        }}
      >
        {enter.isPending ? texts.enteringWorkspace : texts.toWorkspace}
      </Button>
    </section>
  );
}

function Selection({ currentId }: { currentId?: string }) {
  const api = useApiClient();
  const navigate = useNavigate();
  const options = useQuery(loginQueries.options(api));
  const choose = useChooseLogin();

  const act = (option: LoginOption, role?: 'Viewer' | 'Editor') => {
    choose.mutate(
      { stakeholderId: option.stakeholderId, role },
      {
        onSuccess: () =>
          void navigate(takeLoginDestination() ?? portalRoutes.overview.path, { replace: true }),
      },
    );
  };

  if (options.isPending) return <Skeleton />;
  if (options.isError || options.data === null) {
    return <SectionError onRetry={() => void options.refetch()} />;
  }
  const { personName, options: list, canLookUpMembers } = options.data;
  const busyId = choose.isPending ? choose.variables.stakeholderId : undefined;
  return (
    <>
      <p>{texts.greeting(personName)}</p>
      {choose.isError && (
        <Banner tone="warning" role="alert">
          <p>{choose.error.message}</p>
        </Banner>
      )}
      {list.length > 0 && (
        <section aria-label={texts.optionsHeading}>
          <LoginOptionList
            options={list}
            currentId={currentId}
            busyId={busyId}
            onChoose={(option) => act(option)}
          />
        </section>
      )}
      {list.length === 0 && !canLookUpMembers && (
        <EmptyState title={texts.noOptionsTitle}>{texts.noOptionsText}</EmptyState>
      )}
      {canLookUpMembers && <Workspace />}
      {canLookUpMembers && <StaffMemberLookup busy={choose.isPending} currentId={currentId} onChoose={act} />}
    </>
  );
}
