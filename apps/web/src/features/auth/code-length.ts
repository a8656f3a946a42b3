/** Spec 1 §9: authenticator codes have 6 characters. */
export const CODE_LENGTH = 6;
