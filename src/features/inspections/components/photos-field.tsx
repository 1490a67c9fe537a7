import { Controller, type Control } from 'react-hook-form';
import { StashedFilesField } from '@/components/form/stashed-files-field';
import { compressPhoto } from '@/lib/offline/compress-image';
import type { RecordInspection } from '@/shared/schemas/inspections';
import type { UploadKind } from '@/shared/uploads';
import type { RecordFormValues } from '../record-form-model';

interface PhotosFieldProps {
  control: Control<RecordFormValues, unknown, RecordInspection>;
  name: 'photos' | `deficiencies.${number}.photos`;
  label: string;
  kind: Extract<UploadKind, 'inspection_photo' | 'deficiency_photo'>;
  max: number;
}

/** Site photos of the on-site form: compressed in the browser, then kept on this device until the recording is sent. */
export function PhotosField({ control, name, label, kind, max }: PhotosFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <StashedFilesField label={label} kind={kind} value={field.value ?? []} onChange={field.onChange} max={max} error={fieldState.error?.message} prepare={compressPhoto} />
      )}
    />
  );
}
