/** The approved product list API. */
export const PRODUCTS_ENDPOINT = '/api/products';

/** Every query key of the products feature. */
export const productKeys = {
  all: ['products'] as const,
  /** The whole approved list (every page), kept on the device for use on site. */
  catalogue: () => [...productKeys.all, 'catalogue'] as const,
};
