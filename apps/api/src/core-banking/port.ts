import type { accountsApi, customersApi, mbankingSupportApi, merchantsApi } from '@console/contract';

/** An organization as the core knows it: our id and its name. */
export interface CoreOrg {
  id: string;
  name: string;
}

export type VerifiedCustomer = customersApi.VerifiedCustomer;
export type CoreAccount = customersApi.Account;

export interface CorePhoto {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

/** A photo of the core as an endpoint answers it: shown inline, named `<name>.png` or `.jpg`. */
export const inlinePhoto = (photo: CorePhoto, name: string) => ({
  data: photo.data,
  contentType: photo.contentType,
  fileName: `${name}.${photo.contentType === 'image/png' ? 'png' : 'jpg'}`,
  inline: true,
});

/** What the core needs to open an account for a new or existing customer. */
export interface OpenAccountRequest {
  /** The core customer id of a verified customer; absent for a new one, whom the core creates. */
  customerId?: string | null;
  name: string;
  mobile: string;
  email: string;
  accountType: string;
  currency: string;
  branchCode: string;
  /** Our id of the application, so a retried opening does not open a second account. */
  reference: string;
}

export interface OpenAccountResult {
  customerId: string;
  accountNumber: string;
}

// Accounts and cards.

/** An account as an operation names it: its number, its type and the customer's phone. */
export interface AccountRef {
  accountNo: string;
  accountType: string;
  mobile: string;
}

export type CoreAccountLimit = accountsApi.AccountLimit;
/** A physical card as the core lists it: an opaque id and the masked number, never the full one. */
export type CoreCard = accountsApi.PhysicalCard;

/** A card operation: the account, the card's opaque id and the phone the customer confirmed. */
export interface CardRef {
  accountNo: string;
  cardId: string;
  mobile: string;
}

export interface IssueCardRequest {
  accountNo: string;
  productType: string;
  cardType: string;
  /** Our requisition id: a retried completion issues one card. */
  reference: string;
}

export interface CardLimitRequest {
  accountNo: string;
  cardId: string;
  limitType: string;
  /** An exact decimal string. */
  amount: string;
  /** Our requisition id: a retried completion applies the limit once. */
  reference: string;
}

/**
 * What a freeze names: every account of a core customer and the accounts listed. A frozen
 * account refuses debits and shows Frozen until the bank lifts the freeze at the core.
 */
export interface FreezeRequest {
  /** The core customer whose accounts are all frozen; null when only the listed ones are. */
  customerId: string | null;
  accountNumbers: readonly string[];
  reason: string;
  /** Our reference of the decision (the hit's id): a retried freeze changes nothing more. */
  reference: string;
}

// Businesses.
/** What the core needs to open a business's account: the business becomes a corporate customer. */
export interface OpenBusinessAccountRequest {
  name: string;
  registrationNumber: string;
  /** The contact person's phone, where the core sends the business's notices. */
  phone: string;
  email: string;
  accountType: string;
  currency: string;
  branchCode: string;
  /** Our id of the business, so a retried opening does not open a second account. */
  reference: string;
}

/**
 * A business refusal by the core (e.g. no such account): the API answers 400 with the message.
 * Any other error an adapter throws means the core could not serve: the API answers 503.
 */
export class CoreRefusedError extends Error {}

// Mobile-banking support
/** A DahabPlus user as support staff see it; `organizationId` says whose customer it is. */
export interface MbankingUserRecord {
  organizationId: string;
  info: mbankingSupportApi.UserInfo['info'];
  isBlocked: mbankingSupportApi.UserInfo['isBlocked'];
  transactions: mbankingSupportApi.UserInfo['transactions'];
  linkedAccounts: { organizationId: string; type: string; currency: string; accountNo: string }[];
  pendingOtp: mbankingSupportApi.UserInfo['pendingOtp'];
}

/**
 * Everything this product asks of the bank's core systems, one method per operation. The sandbox
 * adapter simulates a core with state; a bank connects its real core by writing another adapter.
 */
export interface CoreBanking {
  /** Answers when the core can serve; fails when it cannot (readiness reports it). */
  ping(): Promise<void>;
  /** Verified customers of the organization with this mobile number. */
  findCustomersByPhone(org: CoreOrg, mobile: string): Promise<VerifiedCustomer[]>;
  customerPhoto(org: CoreOrg, customerId: string): Promise<CorePhoto | null>;
  customerAccounts(org: CoreOrg, customerId: string): Promise<CoreAccount[]>;
  /** The mobile-banking user registered with this phone, if any. */
  mobileBankingUser(org: CoreOrg, phone: string): Promise<{ name: string; userId: string } | null>;
  /** Resets the mobile-banking PIN; the new one reaches the customer by SMS from the core. */
  resetMobilePin(org: CoreOrg, customerId: string, mobile: string): Promise<void>;
  /** Delivers a text message to a phone. */
  sendSms(org: CoreOrg, phone: string, text: string): Promise<void>;
  /** Opens an account (creating the customer when new); idempotent by reference. */
  openAccount(org: CoreOrg, request: OpenAccountRequest): Promise<OpenAccountResult>;

  // Accounts and cards.
  /** One account of the organization by its number, or null. */
  findAccount(org: CoreOrg, accountNo: string): Promise<CoreAccount | null>;
  /** The core customer id of the account's holder, or null for no such account. */
  accountHolder(org: CoreOrg, accountNo: string): Promise<string | null>;
  /** Links the account to mobile banking (DahabPlus); a closed or blocked account is refused. */
  linkAccount(org: CoreOrg, account: AccountRef): Promise<void>;
  delinkAccount(org: CoreOrg, account: AccountRef): Promise<void>;
  /** The daily limit of a linked account and the highest one allowed in its currency. */
  accountLimit(org: CoreOrg, account: AccountRef): Promise<CoreAccountLimit>;
  setAccountLimit(org: CoreOrg, account: AccountRef, limit: string): Promise<void>;
  /** The physical cards of an account. */
  accountCards(org: CoreOrg, accountNo: string): Promise<CoreCard[]>;
  /** One card of the account by its opaque id, or null. */
  findCard(org: CoreOrg, accountNo: string, cardId: string): Promise<CoreCard | null>;
  /** Resets the card's PIN; the new one reaches the customer from the core. */
  resetCardPin(org: CoreOrg, card: CardRef): Promise<void>;
  /** Clears the card's count of wrong PIN tries. */
  resetCardPinCounter(org: CoreOrg, card: CardRef): Promise<void>;
  /** Issues a new card on the account; idempotent by reference. Answers the masked number. */
  issueCard(org: CoreOrg, request: IssueCardRequest): Promise<{ cardNumber: string }>;
  /** Applies a card limit; idempotent by reference. */
  applyCardLimit(org: CoreOrg, request: CardLimitRequest): Promise<void>;
  /** Freezes accounts; idempotent. Answers the accounts the request names, all frozen now. */
  freezeAccounts(org: CoreOrg, request: FreezeRequest): Promise<{ frozen: string[] }>;

  // Businesses.
  /** Opens a business's account, creating the business as a corporate customer; idempotent by reference. */
  openBusinessAccount(org: CoreOrg, request: OpenBusinessAccountRequest): Promise<OpenAccountResult>;
  // Mobile-banking support
  /** The organization whose customer this DahabPlus user is, or null when there is no such user. */
  mobileBankingUserOrganization(userId: string): Promise<string | null>;
  /** The user's info, block state, a page of transactions (newest first), linked accounts, pending OTPs. */
  mobileBankingUserInfo(
    userId: string,
    page: { page: number; size: number },
  ): Promise<MbankingUserRecord | null>;
  /** Refused when the user is blocked already. */
  blockMobileBankingUser(userId: string, reason: string, blockedBy: string): Promise<void>;
  /** Refused when the user is not blocked. */
  unblockMobileBankingUser(userId: string): Promise<void>;
  mobileBankingOtpChannels(userId: string): Promise<mbankingSupportApi.OtpChannelOption[]>;
  /** Resends the latest pending OTP; refused without one, to a blocked user, or to another address. */
  resendMobileBankingOtp(userId: string, channel: mbankingSupportApi.OtpChannel, to: string): Promise<void>;

  // Merchants
  /** An account by its number: name, type, currency, branch and status; null when unknown. */
  accountInfo(org: CoreOrg, accountNo: string): Promise<CoreAccountInfo | null>;
  /** The photo of the account's holder (its customer file); null when the account or the photo is unknown. */
  accountHolderPhoto(org: CoreOrg, accountNo: string): Promise<CorePhoto | null>;
  /** One page of a merchant's payments in a range, newest first, with the range's count and totals. */
  merchantStatement(
    org: CoreOrg,
    merchantCode: string,
    range: StatementRange,
    page: { offset: number; limit: number },
  ): Promise<MerchantStatementPage>;
  /** The next payments after `after` (newest first), for reading a whole range in batches. */
  merchantTransactionsAfter(
    org: CoreOrg,
    merchantCode: string,
    range: StatementRange,
    after: StatementCursor | null,
    limit: number,
  ): Promise<CoreMerchantTransaction[]>;
}

export type CoreAccountInfo = merchantsApi.AccountInfo;
export type CoreMerchantTransaction = merchantsApi.MerchantTransaction;

/** From `from` (included) to `until` (excluded). */
export interface StatementRange {
  from: Date;
  until: Date;
}

/** Where a batch ended: the date and id of its last payment. */
export interface StatementCursor {
  trnDate: string;
  id: string;
}

export interface MerchantStatementPage {
  items: CoreMerchantTransaction[];
  totalItems: number;
  /** Per currency, exact, with 2 decimals. */
  totals: merchantsApi.CurrencyTotal[];
}
