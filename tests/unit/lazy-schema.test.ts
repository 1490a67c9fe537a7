import { describe, expect, it } from 'vitest';
import { lazySchema } from '@/lib/lazy-schema';
import { projectDetailSchema } from '@/shared/schemas/projects';
import { PROJECT_STATUS_LABELS } from '@/shared/schemas/projects-values';
import { REGION_LABELS, REGIONS } from '@/shared/schemas/common-values';
import * as common from '@/shared/schemas/common';

describe('schemas loaded on demand', () => {
  it('loads the named schema of a shared schema module, and only when asked', async () => {
    let imports = 0;
    const load = lazySchema(async () => {
      imports += 1;
      return import('@/shared/schemas/projects');
    }, 'projectDetailSchema');
    expect(imports).toBe(0);
    await expect(load()).resolves.toBe(projectDetailSchema);
    expect(imports).toBe(1);
  });

  it('imports the schema module only once zod itself has loaded, so the two run in separate tasks', async () => {
    let imports = 0;
    const load = lazySchema(async () => {
      imports += 1;
      return import('@/shared/schemas/projects');
    }, 'projectDetailSchema');
    const loading = load();
    expect(imports).toBe(0);
    await loading;
    expect(imports).toBe(1);
  });
});

describe('zod-free values modules', () => {
  it('are re-exported unchanged by their schema modules, for the server', () => {
    expect(common.REGIONS).toBe(REGIONS);
    expect(common.REGION_LABELS).toBe(REGION_LABELS);
    expect(PROJECT_STATUS_LABELS.active).toBeTruthy();
  });
});
