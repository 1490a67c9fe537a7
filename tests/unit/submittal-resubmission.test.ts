import { describe, expect, it } from 'vitest';
import { needsResubmission, resubmissionOf } from '@/features/submittals/submittal-form-model';
import type { Submittal, SubmittalLine } from '@/shared/schemas/submittals';
import type { LineDecision } from '@/shared/schemas/submittals-values';

const line = (seq: number, surface: string, decision: LineDecision | null): SubmittalLine => ({
  id: `00000000-0000-4000-8000-00000000000${seq}`,
  seq,
  surface,
  mpi_system: `EXT ${seq}.1A`,
  product: { id: `10000000-0000-4000-8000-00000000000${seq}`, mpi_no: seq, product_code: `P${seq}`, name: `Product ${seq}`, manufacturer: 'Maker', gloss_level: 'G3' },
  decision,
  comment: decision && decision !== 'approved' ? 'Why' : null,
  decided_by_name: null,
  decided_at: null,
});

const submittal = (lines: SubmittalLine[]) => ({ id: 'a', submittal_no: 4, project_id: 'p', kind: 'substitution', lines }) as unknown as Submittal;

describe('resubmission (docs/business-rules.md, Submittals)', () => {
  const sent = submittal([line(1, 'Walls', 'approved'), line(2, 'Railings', 'revise_and_resubmit'), line(3, 'Doors', 'rejected'), line(4, 'Trim', 'approved_as_noted')]);

  it('takes the lines to revise or rejected, with their surface, system and product, for the same project and kind', () => {
    expect(resubmissionOf(sent)).toEqual({
      project_id: 'p',
      kind: 'substitution',
      notes: 'Resubmission of submittal 4.',
      lines: [
        { surface: 'Railings', mpi_system: 'EXT 2.1A', product_id: '10000000-0000-4000-8000-000000000002' },
        { surface: 'Doors', mpi_system: 'EXT 3.1A', product_id: '10000000-0000-4000-8000-000000000003' },
      ],
      documents: [],
    });
  });

  it('is offered only when a line asks for it', () => {
    expect(needsResubmission(sent)).toBe(true);
    expect(needsResubmission(submittal([line(1, 'Walls', 'approved'), line(2, 'Trim', 'approved_as_noted'), line(3, 'Doors', null)]))).toBe(false);
  });
});
