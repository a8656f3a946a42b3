import { libText } from './messages';

/** The product's own name in English, as the page's title names it before any script runs. */
export const PRODUCT_NAME = 'Back-Office Console';

/** The product's own name, shown beside the tenant's, in the language of the moment. */
export const productName = (): string => libText.t('productName');
