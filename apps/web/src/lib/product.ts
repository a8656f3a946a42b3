/** The product's own name, shown beside the tenant's. */
export const PRODUCT_NAME = 'Back-Office Console';
