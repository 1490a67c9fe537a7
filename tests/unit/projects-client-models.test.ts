import { describe, expect, expectTypeOf, it } from 'vitest';
import { toCompanyBody, companyFormValues, type CompanyFormValues } from '../../src/features/companies/company-form-model';
import { emptyProjectFormValues, toCreateProjectBody, toUpdateProjectBody, type ProjectFormValues } from '../../src/features/projects/project-form-model';
import { isNarrowed, queryFromSearchParams, searchParamsFromQuery } from '../../src/features/projects/project-list-params';
import { projectsSearch } from '../../src/lib/api/projects/projects';
import { createProjectSchema, projectDatesInOrder, projectsQuerySchema, updateProjectSchema, type CreateProjectInput } from '../../src/shared/schemas/projects';
import type { CompanyInput } from '../../src/shared/schemas/companies';

describe('projects list state in the URL', () => {
  it('reads defaults from an empty address and leaves them out when writing', () => {
    const query = queryFromSearchParams(new URLSearchParams(), projectsQuerySchema);
    expect(query).toEqual({ sort: 'created_at', order: 'desc', page: 1, pageSize: 25 });
    expect(searchParamsFromQuery(query, projectsQuerySchema).toString()).toBe('');
  });

  it('round-trips search, filters, sort and page', () => {
    const address = 'search=tower&status=active&review_status=In+review&region=BC&sector=public&sort=name&order=asc&page=3&pageSize=50';
    const query = queryFromSearchParams(new URLSearchParams(address), projectsQuerySchema);
    expect(query).toMatchObject({ search: 'tower', status: 'active', review_status: 'In review', region: 'BC', sort: 'name', order: 'asc', page: 3, pageSize: 50 });
    expect(searchParamsFromQuery(query, projectsQuerySchema).toString()).toBe(address);
  });

  it('ignores values the schema refuses (a hand-edited address) instead of failing', () => {
    const query = queryFromSearchParams(new URLSearchParams('sort=password&page=-2&pageSize=9999&region=XX&search=ok'), projectsQuerySchema);
    expect(query).toEqual({ search: 'ok', sort: 'created_at', order: 'desc', page: 1, pageSize: 25 });
  });

  it('is narrowed by a filter or a search, not by its order or page', () => {
    const query = queryFromSearchParams(new URLSearchParams('sort=name&order=asc&page=2'), projectsQuerySchema);
    expect(isNarrowed(query)).toBe(false);
    expect(isNarrowed({ ...query, region: 'BC' })).toBe(true);
    expect(isNarrowed({ ...query, search: 'tower' })).toBe(true);
  });

  it('builds the API query string, without paging for the CSV export', () => {
    const query = queryFromSearchParams(new URLSearchParams('search=a b&page=2'), projectsQuerySchema);
    expect(projectsSearch(query)).toBe('search=a+b&sort=created_at&order=desc&page=2&pageSize=25');
    expect(projectsSearch(query, { paging: false })).toBe('search=a+b&sort=created_at&order=desc');
  });
});

describe('project and company forms', () => {
  it('turns the typed values into a body the shared schema accepts or refuses', () => {
    const values = { ...emptyProjectFormValues(), project_name: 'Tower', company_id: '7f1c1c4e-0c55-4a53-9a3c-6d8f0a4f3c11', address: '1 Main', region: 'BC', sector: 'public', building_type: 'office', work_type: 'new', base_contract: '125,000.50' };
    const body = toCreateProjectBody(values);
    expect(createProjectSchema.parse(body)).toMatchObject({ base_contract: 125000.5, final_contract: null, parties: { architect: null } });
    expect(createProjectSchema.safeParse(toCreateProjectBody(emptyProjectFormValues())).success).toBe(false);
    const update = toUpdateProjectBody(values, 4);
    expect(update).not.toHaveProperty('region');
    expect(updateProjectSchema.parse(update)).toMatchObject({ version: 4, status: 'active' });
  });

  it('checks the date order only for the dates given', () => {
    expect(projectDatesInOrder({ start_date: '2026-01-01', final_inspection_date: '2026-06-01' })).toBe(true);
    expect(projectDatesInOrder({ start_date: '2026-07-01', substantial_performance_date: null, final_inspection_date: '2026-06-01' })).toBe(false);
    expect(projectDatesInOrder({})).toBe(true);
  });

  it('the forms hold every field of their bodies, as text', () => {
    expectTypeOf<Exclude<keyof ProjectFormValues, 'status'>>().toEqualTypeOf<keyof CreateProjectInput>();
    expectTypeOf<keyof ProjectFormValues['parties']>().toEqualTypeOf<keyof NonNullable<CreateProjectInput['parties']>>();
    expectTypeOf<keyof CompanyFormValues>().toEqualTypeOf<keyof CompanyInput>();
    expectTypeOf<CompanyFormValues['region']>().toEqualTypeOf<string>();
  });

  it('the empty forms are the ones drafts and defaults were made of', () => {
    expect(Object.keys(emptyProjectFormValues())).toEqual([
      'project_name', 'company_id', 'address', 'city', 'postal_code', 'region', 'sector', 'building_type', 'work_type', 'base_contract', 'final_contract',
      'lead_inspector_id', 'start_date', 'substantial_performance_date', 'final_inspection_date', 'status', 'parties',
    ]);
    expect(emptyProjectFormValues()).toMatchObject({ status: 'active', parties: { architect: '', owner: '', general_contractor: '', painting_contractor: '' } });
    expect(companyFormValues({ name: 'A', region: null } as never)).toMatchObject({ name: 'A', region: '', membership_valid_to: '' });
  });

  it('sends empty company choices as null', () => {
    expect(toCompanyBody({ ...companyFormValues(), name: 'A', type: 'owner' })).toMatchObject({ name: 'A', type: 'owner', region: null, membership_status: null });
  });
});
