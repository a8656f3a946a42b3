import { libText } from './messages';

/** The product's own name, shown beside the tenant's, in the language of the moment. */
export const productName = (): string => libText.t('productName');
