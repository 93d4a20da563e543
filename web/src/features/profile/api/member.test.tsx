// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useApiClient } from '../../../lib/api-client';
import { memberQueries } from '../../../lib/queries/member';
import { renderApiHook, timesAsked } from '../../../lib/test-render';
import { testApiServer } from '../../../lib/test-api-server';
import { useSaveContactDetails } from './member';
import { KARIN_MEMBER_DATA as KARIN } from '../../../lib/test-member-data';

const api = testApiServer();
beforeEach(() => {
  api.requests.length = 0;
  api.answers = {
    'GET /api/Ir/GetMemberData': [200, KARIN],
    'POST /api/Ir/SetMemberData': [200, { ok: true }],
  };
});
afterEach(cleanup);

describe('what saving contact details refreshes', () => {
  it("fetches the member data again, which the overview's greeting reads too", async () => {
    const { result } = renderApiHook(
      () => ({ member: useQuery(memberQueries.data(useApiClient())), save: useSaveContactDetails() }),
      { api },
    );
    await waitFor(() => expect(result.current.member.data?.email).toBe('karin.lindqvist@example.se'));
    api.answers['GET /api/Ir/GetMemberData'] = [200, { ...KARIN, email: 'karin@skogen.example.se' }];
    await act(() =>
      result.current.save.mutateAsync({
        email: 'karin@skogen.example.se',
        phone: KARIN.phone,
        street: KARIN.street,
        postalCode: KARIN.postalCode,
        city: KARIN.city,
        preferredContact: 'email',
      }),
    );
    await waitFor(() => expect(result.current.member.data?.email).toBe('karin@skogen.example.se'));
    expect(timesAsked(api.requests, '/api/Ir/GetMemberData')).toBe(2);
  });
});
