import { z } from 'zod';
import { messages } from '@console/contract/core';

/** The search form: both an organization and a mobile number are needed (spec 2 §2). */
export const inquiryFormSchema = z.object({
  organizationId: z.string().min(1, messages.organizationRequired),
  mobile: z
    .string()
    .trim()
    .min(1, messages.mobileNumberRequired)
    .max(20)
    .regex(/^\+?\d+$/, messages.mobileDigitsOnly),
});
export type InquiryFormValues = z.infer<typeof inquiryFormSchema>;
