import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { StashedFilesField } from '@/components/form/stashed-files-field';
import type { StashedFile } from '@/lib/offline/stashed-files';
import { MESSAGE_ATTACHMENTS_MAX } from '@/shared/schemas/messages-values';

/** A message form's files, kept on this device until the message is sent. */
export function MessageFilesField<T extends FieldValues & { attachments: StashedFile[] }>({ control, error }: { control: Control<T>; error?: string }) {
  return (
    <Controller
      name={'attachments' as Path<T>}
      control={control}
      render={({ field }) => (
        <StashedFilesField label="Attachments (optional)" kind="message_attachment" value={field.value} onChange={field.onChange} max={MESSAGE_ATTACHMENTS_MAX} error={error} />
      )}
    />
  );
}
