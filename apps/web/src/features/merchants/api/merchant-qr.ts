import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const merchantQrQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.merchants.qr(id),
    queryFn: ({ signal }) => api(merchantsApi.merchantQr, { params: { id }, signal }),
  });

/** The merchant's payment QR: EMVCo payload and PNG image (GET Merchants/{id}/QRCode). */
export const useMerchantQr = (id: string | undefined) =>
  useQuery({ ...merchantQrQuery(id ?? ''), enabled: Boolean(id) });
