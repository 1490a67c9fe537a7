import { describe, expect, it } from 'vitest';
import { databaseViewFrom, databaseViewParams } from '@/features/database/database-view-model';

describe('Database screen URL state', () => {
  it('reads a full view and writes it back without the defaults', () => {
    const view = databaseViewFrom(new URLSearchParams('table=companies&search=%20harbour%20&page=3&pageSize=25'));
    expect(view).toEqual({ table: 'companies', search: 'harbour', page: 3, pageSize: 25 });
    expect(databaseViewParams(view)).toEqual({ table: 'companies', search: 'harbour', page: '3', pageSize: '25' });
    expect(databaseViewParams({ ...view, search: '', page: 1, pageSize: 50 })).toEqual({ table: 'companies' });
  });

  it.each([
    ['table=auth_users', { table: 'projects' }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=-4', { page: 1 }],
    ['pageSize=1000', { pageSize: 50 }],
    ['pageSize=abc', { pageSize: 50 }],
    [`search=${'x'.repeat(150)}`, { search: 'x'.repeat(100) }],
  ])('falls back to a safe value for %s', (query, expected) => {
    expect(databaseViewFrom(new URLSearchParams(query))).toMatchObject(expected);
  });
});
