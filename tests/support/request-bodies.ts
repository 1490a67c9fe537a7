import type { CreateRequestInput } from '../../src/shared/schemas/requests';

/** A valid RFI (POST /api/requests body); tests override what they look at. */
export const rfiBody = (overrides: Partial<Record<string, unknown>> = {}): CreateRequestInput =>
  ({
    type: 'inspection',
    project_name: 'Harbour Tower repaint',
    site_address: '455 Beach Crescent',
    city: 'Vancouver',
    region: 'BC',
    sector: 'private',
    building_type: 'multi_family_residential',
    work_type: 'repaint',
    contract_amount: 250000.5,
    parties: { owner: { name: 'Harbourview Strata', email: 'council@harbourview.example' } },
    desired_start_date: '2026-06-01',
    desired_end_date: '2026-09-30',
    description: 'Full exterior repaint of a 22-storey tower, all balconies and railings.',
    details: { coats_planned: 2, stages_planned: 4 },
    ...overrides,
  }) as CreateRequestInput;
