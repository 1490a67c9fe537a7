import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/schemas/common';
import { productsListResponseSchema, productsQuerySchema } from '../../shared/schemas/products';
import { listManufacturers, listProducts } from '../repositories/products';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/** The approved product list: read by every signed-in user (clients choose products for submittals). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: { querystring: productsQuerySchema, response: { 200: productsListResponseSchema, ...errors } },
      preHandler: app.requirePermission('signedIn'),
    },
    async (request) => {
      const [{ rows, total }, manufacturers] = await Promise.all([
        listProducts(app.db, request.query),
        listManufacturers(app.db),
      ]);
      return { data: rows, total, page: request.query.page, pageSize: request.query.pageSize, manufacturers };
    },
  );
};
