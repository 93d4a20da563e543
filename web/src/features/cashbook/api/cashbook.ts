import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Attachment, CashbookSummary, Verificate, Verificates, VoucherInput } from '#contracts/cashbook';
// Not loaded lazily: the page's components import this module too, so it is in the page's chunk already.
import * as cashbookSchemas from '#contracts/cashbook';
import { useApiClient, type ApiClient } from '../../../lib/api-client';

const cashbookKey = ['cashbook'] as const;
const yearQuery = (year: number | undefined): string => (year === undefined ? '' : `?year=${String(year)}`);

export const cashbookQueries = {
  /** The chart of accounts: the same for everyone, so read once per visit. */
  accountTypes: (api: ApiClient) =>
    queryOptions({
      queryKey: [...cashbookKey, 'account-types'],
      queryFn: async () =>
        (await api.get('Ir/GetAccountTypes', cashbookSchemas.AccountTypesSchema))?.accountTypes ?? [],
      staleTime: Infinity,
    }),

  /** The year's vouchers (the current year when none is chosen); an empty list when there are none (204). */
  verificates: (api: ApiClient, year: number | undefined) =>
    queryOptions({
      queryKey: [...cashbookKey, 'verificates', year ?? 'current'],
      queryFn: async (): Promise<Verificate[]> =>
        (await api.get<Verificates>(`Ir/GetVerificates${yearQuery(year)}`, cashbookSchemas.VerificatesSchema))
          ?.verificates ?? [],
    }),

  summary: (api: ApiClient, year: number | undefined) =>
    queryOptions({
      queryKey: [...cashbookKey, 'summary', year ?? 'current'],
      queryFn: async (): Promise<CashbookSummary> => {
        const summary = await api.get<CashbookSummary>(
          `Ir/GetCashbookSummary${yearQuery(year)}`,
          cashbookSchemas.CashbookSummarySchema,
        );
        if (summary === null) throw new Error('the summary answered 204');
        return summary;
      },
    }),
};

export const useAccountTypes = () => useSuspenseQuery(cashbookQueries.accountTypes(useApiClient()));
export const useVerificates = (year: number | undefined) =>
  useSuspenseQuery(cashbookQueries.verificates(useApiClient(), year));
export const useCashbookSummary = (year: number | undefined) =>
  useSuspenseQuery(cashbookQueries.summary(useApiClient(), year));

/** Every change moves the list and the sums, and nothing outside the cashbook: both are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'cashbook' && query.queryKey[1] !== 'account-types',
    });
}

export function useCreateVerificate() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ voucher, idempotencyKey }: { voucher: VoucherInput; idempotencyKey: string }) =>
      api.send('POST', 'Ir/CreateVerificate', {
        body: voucher,
        idempotencyKey,
        schema: cashbookSchemas.CreatedVerificateSchema,
      }),
    onSuccess: refresh,
  });
}

export function useEditVerificate() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, voucher }: { id: number; voucher: VoucherInput }) =>
      api.send('PUT', `Ir/EditVerificate/${String(id)}`, {
        body: voucher,
        schema: cashbookSchemas.VerificateSchema,
      }),
    onSuccess: refresh,
  });
}

export function useDiscardVerificate() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api.send('POST', `Ir/DiscardVerificate/${String(id)}`, {
        schema: cashbookSchemas.VerificateSchema,
      }),
    onSuccess: refresh,
  });
}

/** The file's bytes as base64, for the JSON upload (the API client speaks JSON only). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function useAttachFile() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }): Promise<Attachment | null> =>
      api.send('POST', `Ir/AddVerificateAttachment/${String(id)}`, {
        body: { fileName: file.name, contentBase64: await base64Of(file) },
        schema: cashbookSchemas.AttachmentSchema,
      }),
    onSuccess: refresh,
  });
}

export const attachmentHref = (apiRoot: string, attachmentId: string): string =>
  `${apiRoot}Ir/GetVerificateAttachment/${encodeURIComponent(attachmentId)}`;
export const sieHref = (apiRoot: string, year: number): string => `${apiRoot}Ir/ExportSie/${String(year)}`;
