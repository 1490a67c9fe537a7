import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormActions } from '@/components/form/form-actions';
import { FieldGrid, FormLayout, FormSection } from '@/components/form/form-layout';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import type { CompanyChoice } from '@/lib/api/companies/search-companies';
import { CompanyPicker, pickerFieldProps } from '@/components/form/lazy-company-picker';
import { optionsFrom, SelectControl } from '@/components/form/select-field';
import { useTeam } from '@/lib/api/team/get-team';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '@/shared/schemas/projects-values';
import { BUILDING_TYPE_LABELS, BUILDING_TYPES, PARTY_ROLE_LABELS, PARTY_ROLES, type PartyRole, SECTOR_LABELS, SECTORS, WORK_TYPE_LABELS, WORK_TYPES } from '@/shared/schemas/requests-values';
import { REGION_LABELS, REGIONS } from '@/shared/schemas/common-values';
import { useCreateProject, useUpdateProject } from '@/lib/api/projects/projects';
import {
  emptyProjectFormValues,
  formValuesFromProject,
  projectFormResolver,
  toCreateProjectBody,
  toUpdateProjectBody,
  type ProjectFormValues,
} from '../project-form-model';
import { inputKind } from '@/components/form/input-kinds';

export const SAVE_PROJECT_LABEL = 'Save project';

/**
 * The new and edit project form (Admin): react-hook-form with the shared zod schema, the same
 * the server validates with. An edit is sent at the version it loaded; a 409 says someone else
 * saved in between.
 */
export function ProjectForm({ project }: { project?: ProjectDetail }) {
  const navigate = useNavigate();
  const team = useTeam();
  const create = useCreateProject();
  const update = useUpdateProject(project?.project_code ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProjectFormValues>({
    defaultValues: project ? formValuesFromProject(project) : emptyProjectFormValues(),
    resolver: projectFormResolver(project?.version ?? null),
  });
  const { register, control, formState } = form;
  const error = (name: FieldPath<ProjectFormValues>) => form.getFieldState(name, formState).error?.message;

  // The saved project names its companies: an edit shows them without asking the server.
  const clientCompany: CompanyChoice | null = project?.company_id && project.company_name ? { id: project.company_id, name: project.company_name } : null;
  const partyCompany = (role: PartyRole): CompanyChoice | null => {
    const party = project?.parties.find((candidate) => candidate.role === role);
    return party ? { id: party.company_id, name: party.company_name } : null;
  };
  const inspectorOptions = (team.data?.data ?? []).filter((member) => member.status === 'active').map((member) => ({ value: member.id, label: member.name }));

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = project
        ? await update.mutateAsync(toUpdateProjectBody(values, project.version))
        : await create.mutateAsync(toCreateProjectBody(values));
      notify({ variant: 'success', title: project ? 'Project saved' : `Project ${saved.project_code} created` });
      navigate(`/projects/${encodeURIComponent(saved.project_code)}`);
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : 'The project could not be saved.');
    }
  });

  return (
    <FormLayout
      onSubmit={(event) => void onSubmit(event)}
      label={project ? `Edit project ${project.project_code}` : 'New project'}
      serverError={serverError}
      actions={
        <FormActions
          submitLabel={SAVE_PROJECT_LABEL}
          pending={formState.isSubmitting}
          cancelTo={project ? `/projects/${encodeURIComponent(project.project_code)}` : '/projects'}
        />
      }
    >
      <FormSection title="Project">
        <FieldGrid>
          <FormField label="Project name" error={error('project_name')}>
            <Input {...register('project_name')} />
          </FormField>
          <Controller
            control={control}
            name="company_id"
            render={({ field }) => (
              <CompanyPicker
                label="Client company"
                {...pickerFieldProps(field)}
                known={clientCompany}
                error={error('company_id')}
              />
            )}
          />
          <FormField label="Site address" error={error('address')}>
            <Input {...register('address')} />
          </FormField>
          <FormField label="City" error={error('city')}>
            <Input {...register('city')} />
          </FormField>
          <FormField label="Province or territory" error={error('region')} helperText={project ? 'The project code is numbered in this region; it cannot change.' : undefined}>
            <SelectControl registration={register('region', { disabled: Boolean(project) })} options={optionsFrom(REGIONS, REGION_LABELS)} />
          </FormField>
          <FormField label="Postal code" error={error('postal_code')}>
            <Input {...inputKind('postalCode')} {...register('postal_code')} />
          </FormField>
          <FormField label="Sector" error={error('sector')}>
            <SelectControl registration={register('sector')} options={optionsFrom(SECTORS, SECTOR_LABELS)} />
          </FormField>
          <FormField label="Building type" error={error('building_type')}>
            <SelectControl registration={register('building_type')} options={optionsFrom(BUILDING_TYPES, BUILDING_TYPE_LABELS)} />
          </FormField>
          <FormField label="Work type" error={error('work_type')}>
            <SelectControl registration={register('work_type')} options={optionsFrom(WORK_TYPES, WORK_TYPE_LABELS)} />
          </FormField>
          {project && (
            <FormField label="Status" error={error('status')}>
              <SelectControl registration={register('status')} options={optionsFrom(PROJECT_STATUSES, PROJECT_STATUS_LABELS)} />
            </FormField>
          )}
        </FieldGrid>
      </FormSection>

      <FormSection title="Contract and inspection" description="Amounts in dollars; the fee follows the base contract.">
        <FieldGrid>
          <FormField label="Base contract ($)" error={error('base_contract')}>
            <Input {...inputKind('decimal')} {...register('base_contract')} />
          </FormField>
          <FormField label="Final contract ($)" error={error('final_contract')}>
            <Input {...inputKind('decimal')} {...register('final_contract')} />
          </FormField>
          <FormField label="Lead inspector" error={error('lead_inspector_id')}>
            <SelectControl registration={register('lead_inspector_id')} options={inspectorOptions} placeholder="Not assigned" />
          </FormField>
        </FieldGrid>
      </FormSection>

      <FormSection title="Dates">
        <FieldGrid columns={3}>
          <FormField label="Start" error={error('start_date')}>
            <Input {...inputKind('date')} {...register('start_date')} />
          </FormField>
          <FormField label="Substantial performance" error={error('substantial_performance_date')}>
            <Input {...inputKind('date')} {...register('substantial_performance_date')} />
          </FormField>
          <FormField label="Final inspection" error={error('final_inspection_date')}>
            <Input {...inputKind('date')} {...register('final_inspection_date')} />
          </FormField>
        </FieldGrid>
      </FormSection>

      <FormSection title="Parties" description="The companies on the job besides the client; leave out the unknown ones.">
        <FieldGrid>
          {PARTY_ROLES.map((role) => (
            <Controller
              key={role}
              control={control}
              name={`parties.${role}`}
              render={({ field }) => (
                <CompanyPicker
                  label={PARTY_ROLE_LABELS[role]}
                  {...pickerFieldProps(field)}
                  noneLabel="None"
                  known={partyCompany(role)}
                  error={error(`parties.${role}`)}
                />
              )}
            />
          ))}
        </FieldGrid>
      </FormSection>
    </FormLayout>
  );
}
