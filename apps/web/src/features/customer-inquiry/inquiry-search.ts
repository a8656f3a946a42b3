import { z } from 'zod';
import { messages } from '@console/contract';

/**
 * The /customer-inquiry address holds the last search, so coming back from a profile shows the
 * same results.
 */
export const inquirySearchSchema = z.object({
  organizationId: z.uuid().optional().catch(undefined),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?\d{1,20}$/)
    .optional()
    .catch(undefined),
});
export type InquirySearch = z.infer<typeof inquirySearchSchema>;

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
