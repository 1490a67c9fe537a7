import { Button, Field, HStack, List, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FilePicker } from '@/components/files/file-picker';
import { useAuth } from '@/lib/auth/use-auth';
import { discardStashedFile, stashFile, type StashedFile } from '@/lib/offline/stashed-files';
import { formatFileSize } from '@/shared/format/file-size';
import { UPLOAD_RULES, uploadProblem, type UploadKind } from '@/shared/uploads-values';

export interface StashedFilesFieldProps {
  label: string;
  kind: UploadKind;
  value: readonly StashedFile[];
  onChange(files: StashedFile[]): void;
  /** At most this many files. */
  max: number;
  error?: string;
  /** Turn a chosen file into what is kept, e.g. compress a photo (src/lib/offline/compress-image.ts). */
  prepare?(file: File): Promise<File>;
}

/**
 * A file picker whose choices wait on this device (IndexedDB) until the form is sent: they
 * survive a reload and an offline submit, and are uploaded right before the write that needs
 * them. Checks size and type first, with the rule the server applies.
 */
export function StashedFilesField({ label, kind, value, onChange, max, error, prepare }: StashedFilesFieldProps) {
  const { user } = useAuth();
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();
  const inputId = useId();
  const rule = UPLOAD_RULES[kind];

  async function add(chosen: File[]) {
    if (!user) return;
    const problems: string[] = [];
    const added: StashedFile[] = [];
    for (const chosenFile of chosen) {
      const file = prepare ? await prepare(chosenFile) : chosenFile;
      const issue = value.length + added.length >= max ? `Attach at most ${max} files.` : uploadProblem(kind, file);
      if (issue) problems.push(`${chosenFile.name}: ${issue}`);
      else added.push(await stashFile(user.id, file));
    }
    setProblem(problems.length > 0 ? problems.join(' ') : null);
    if (added.length > 0) onChange([...value, ...added]);
  }

  function remove(file: StashedFile) {
    void discardStashedFile(file.id);
    onChange(value.filter((item) => item.id !== file.id));
  }

  const message = problem ?? error;
  return (
    <Field.Root invalid={Boolean(message)} id={inputId}>
      <Field.Label>{label}</Field.Label>
      <FilePicker id={inputId} accept={rule.accept} action={rule.pickLabel} describedBy={listId} onFiles={(files) => void add(files)} />
      {message ? (
        <Field.ErrorText>{message}</Field.ErrorText>
      ) : (
        <Field.HelperText>{`${rule.typesLabel}; up to ${formatFileSize(rule.maxBytes)} each, ${max} files at most.`}</Field.HelperText>
      )}
      <List.Root id={listId} variant="plain" gap="1" mt="2" aria-label="Chosen files">
        {value.map((file) => (
          <List.Item key={file.id}>
            <HStack gap="3">
              <Text>
                {file.filename} <Text as="span" color="fg.muted">({formatFileSize(file.size)})</Text>
              </Text>
              <Button size="xs" variant="outline" onClick={() => remove(file)} aria-label={`Remove ${file.filename}`}>
                Remove
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Field.Root>
  );
}
