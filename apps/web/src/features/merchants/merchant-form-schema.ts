import { z } from 'zod';
import { merchantsApi } from '@console/contract';

/** Create: name, phone and email with the spec's messages; code optional and numeric. */
export const createMerchantSchema = z.object({
  ...merchantsApi.merchantFields,
  code: merchantsApi.createMerchantBody.shape.code,
});
export type CreateMerchantInput = z.input<typeof createMerchantSchema>;
export type CreateMerchantOutput = z.output<typeof createMerchantSchema>;

/** Edit: the same fields without the code, which never changes. */
export const editMerchantSchema = z.object(merchantsApi.merchantFields);
export type EditMerchantInput = z.input<typeof editMerchantSchema>;
export type EditMerchantOutput = z.output<typeof editMerchantSchema>;
