import { Text, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import type { TextValues } from '@/components/form/form-values';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { DeficiencyNote } from '@/shared/schemas/inspections';

/** The note as typed (every action's body is this one field). */
type NoteValues = TextValues<DeficiencyNote>;

/** The shared schema of each action with a note (the server validates the same body). */
const resolvers = {
  'report-fix': lazyZodResolver<NoteValues>(() => import('@/shared/schemas/inspections').then((m) => m.deficiencyFixReportSchema as never)),
  'not-fixed': lazyZodResolver<NoteValues>(() => import('@/shared/schemas/inspections').then((m) => m.deficiencyNotFixedSchema as never)),
  dispute: lazyZodResolver<NoteValues>(() => import('@/shared/schemas/inspections').then((m) => m.deficiencyDisputeSchema as never)),
  void: lazyZodResolver<NoteValues>(() => import('@/shared/schemas/inspections').then((m) => m.deficiencyVoidSchema as never)),
};
export type NoteAction = keyof typeof resolvers;

export interface DeficiencyNoteDialogProps {
  action: NoteAction;
  title: string;
  /** What the action records and what follows. */
  intro: string;
  /** The note field's label (says "optional" when it is). */
  label: string;
  confirmLabel: string;
  colorPalette?: string;
  loading: boolean;
  /** The trimmed note ("" when an optional one was left empty). */
  onConfirm: (note: string) => void;
  onCancel: () => void;
}

/** An open dialog that asks for the note of "Fix reported", "Disputed" or "Void" before the action. Closing it cancels. */
export function DeficiencyNoteDialog({ action, title, intro, label, confirmLabel, colorPalette, loading, onConfirm, onCancel }: DeficiencyNoteDialogProps) {
  const { register, handleSubmit, formState } = useForm<NoteValues>({ resolver: resolvers[action], defaultValues: { note: '' } });
  const onSubmit = handleSubmit((values) => onConfirm((values.note ?? '').trim()));
  return (
    <FormDialog title={title} onSubmit={onSubmit} submitLabel={confirmLabel} colorPalette={colorPalette} loading={loading} onCancel={onCancel}>
      <Text>{intro}</Text>
      <FormField label={label} error={formState.errors.note?.message}>
        <Textarea rows={3} {...register('note')} />
      </FormField>
    </FormDialog>
  );
}
