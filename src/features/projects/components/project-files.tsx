import { Badge, Box, Button, chakra, HStack, Input, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useMutationState } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { LuCamera } from 'react-icons/lu';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { FilePicker } from '@/components/files/file-picker';
import { addProjectFileWrite, useDeleteProjectFile, useProjectFiles, type AddProjectFileWrite } from '@/lib/api/project-files/project-files';
import { useQueuedWrite } from '@/lib/api/use-api-mutation';
import { useAuth } from '@/lib/auth/use-auth';
import { downloadApiFile } from '@/lib/download-upload';
import { stashFile } from '@/lib/offline/stashed-files';
import { useUploadProgress } from '@/lib/offline/upload-progress';
import { can } from '@/shared/auth/permissions';
import { formatDateTime } from '@/shared/format/date';
import { formatFileSize } from '@/shared/format/file-size';
import { PROJECT_FILE_KIND_LABELS } from '@/shared/schemas/project-files-values';
import type { ProjectFile } from '@/shared/schemas/project-files';
import { UPLOAD_RULES, uploadProblem } from '@/shared/uploads-values';
import { useRenderedForms } from '@/lib/use-media-query';
import { canPreview, DeleteFileDialog, PreviewDialog } from './project-file-dialogs';

const RULE = UPLOAD_RULES.project_file;

/** One file on its way: its bar while the bytes go, "waiting" while offline (the outbox keeps it). */
function UploadingFile({ write, waiting }: { write: AddProjectFileWrite; waiting: boolean }) {
  const share = useUploadProgress(write.file.id);
  const percent = Math.round((share ?? 0) * 100);
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="medium" wordBreak="break-word">
          {write.file.filename}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {waiting ? 'Waiting for the connection' : `${percent}%`}
        </Text>
      </HStack>
      <Progress.Root value={waiting ? null : percent} max={100} size="sm" mt="2" colorPalette="blue">
        <Progress.Track aria-label={`Uploading ${write.file.filename}`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

/** Every file of this project being sent from this device (also those restored from the outbox). */
function UploadingFiles({ code }: { code: string }) {
  const writes = useMutationState({
    filters: { mutationKey: addProjectFileWrite.key, status: 'pending' },
    select: (mutation) => ({ write: mutation.state.variables as AddProjectFileWrite, waiting: mutation.state.isPaused || mutation.state.failureCount > 0 }),
  });
  const mine = writes.filter(({ write }) => write?.projectCode === code);
  if (mine.length === 0) return null;
  return (
    <Stack gap="2" aria-label="Files being uploaded" role="group">
      {mine.map(({ write, waiting }) => (
        <UploadingFile key={write.file.id} write={write} waiting={waiting} />
      ))}
    </Stack>
  );
}

/** Drop zone and "Choose files" (keyboard: Tab, then Enter), and the phone's camera. */
function AddFiles({ code }: { code: string }) {
  const id = useId();
  const cameraId = useId();
  const { user } = useAuth();
  const write = useQueuedWrite(addProjectFileWrite);
  const [problems, setProblems] = useState<string[]>([]);

  async function add(files: File[]) {
    const refused: string[] = [];
    for (const file of files) {
      const problem = uploadProblem('project_file', file);
      if (problem) refused.push(`${file.name}: ${problem}`);
      else if (user) write.send({ projectCode: code, file: await stashFile(user.id, file) });
    }
    setProblems(refused);
  }

  function fromCamera(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length > 0) void add(files);
  }

  return (
    <Stack gap="2">
      <FilePicker id={id} accept={RULE.accept} action="Choose files" onFiles={(files) => void add(files)} />
      <Text color="fg.muted" fontSize="sm">
        {RULE.typesLabel}, up to {RULE.maxBytes / 1024 / 1024} MB each.
      </Text>
      <Box hideFrom="md">
        <Input id={cameraId} type="file" srOnly className="peer" accept="image/*" capture="environment" onChange={fromCamera} />
        <Button asChild variant="outline" w="full" _peerFocusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}>
          <chakra.label htmlFor={cameraId} cursor="pointer">
            <LuCamera aria-hidden="true" /> Take a photo
          </chakra.label>
        </Button>
      </Box>
      {problems.map((problem) => (
        <Text key={problem} role="alert" color="fg.error">
          {problem}
        </Text>
      ))}
    </Stack>
  );
}

interface FileActionsProps {
  file: ProjectFile;
  canDelete: boolean;
  onPreview: (file: ProjectFile) => void;
  onDelete: (file: ProjectFile) => void;
  onDownload: (file: ProjectFile) => void;
}

function FileActions({ file, canDelete, onPreview, onDelete, onDownload }: FileActionsProps) {
  return (
    <HStack gap="2" wrap="wrap">
      {canPreview(file) && (
        <Button size="sm" variant="outline" onClick={() => onPreview(file)} aria-label={`Preview ${file.filename}`}>
          Preview
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => onDownload(file)} aria-label={`Download ${file.filename}`}>
        Download
      </Button>
      {canDelete && file.deletable && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(file)} aria-label={`Delete ${file.filename}`}>
          Delete
        </Button>
      )}
    </HStack>
  );
}

const whoAndWhen = (file: ProjectFile) => `${file.uploaded_by ?? 'Unknown'} · ${formatDateTime(file.created_at)}`;

/**
 * The project's Files tab (staff): every file of the project, as cards on a phone and a table on
 * a desk, with upload (drop, choose or the camera; a bar per file; offline they wait in the outbox),
 * preview, download and, for Admins, delete with a reason (docs/architecture.md, "Project files").
 */
export function ProjectFiles({ code }: { code: string }) {
  const { role } = useAuth();
  const files = useProjectFiles(code);
  const remove = useDeleteProjectFile(code);
  const [preview, setPreview] = useState<ProjectFile | null>(null);
  const [deleting, setDeleting] = useState<ProjectFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canDelete = can(role, 'projectFilesDelete');

  function download(file: ProjectFile) {
    setFailure(null);
    downloadApiFile(file.download_url, file.filename).catch((error: unknown) => setFailure(`Could not download ${file.filename}: ${error instanceof Error ? error.message : 'try again'}.`));
  }
  const actions = { canDelete, onPreview: setPreview, onDelete: setDeleting, onDownload: download };
  const forms = useRenderedForms();

  let list;
  if (files.isError && !files.data) list = <ErrorState message={files.error.message} onRetry={() => void files.refetch()} retrying={files.isFetching} />;
  else if (!files.data) list = <CardSkeleton count={3} lines={2} label="Loading the files" />;
  else if (files.data.data.length === 0) list = <EmptyState title="No files yet" description="Photos, documents and reports of this project will be listed here." />;
  else {
    const rows = files.data.data;
    list = (
      <>
        {forms.phone && (
          <Stack as="ul" gap="3" listStyleType="none" hideFrom="md" aria-label="Project files">
            {rows.map((file) => (
              <Box as="li" key={file.id} borderWidth="1px" borderRadius="l2" p="3">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {file.filename}
                </Text>
                <HStack gap="2" wrap="wrap" my="1">
                  <Badge variant="surface">{PROJECT_FILE_KIND_LABELS[file.kind]}</Badge>
                  <Text color="fg.muted" fontSize="sm">
                    {formatFileSize(file.size_bytes)}
                  </Text>
                </HStack>
                <Text color="fg.muted" fontSize="sm" mb="2">
                  {whoAndWhen(file)}
                </Text>
                <FileActions file={file} {...actions} />
              </Box>
            ))}
          </Stack>
        )}
        {forms.desktop && (
          <Table.Root size="sm" hideBelow="md" aria-label="Project files">
            <Table.Header>
              <Table.Row>
                {['Name', 'Kind', 'Added by', 'When', 'Size', 'Actions'].map((header) => (
                  <Table.ColumnHeader key={header} scope="col">
                    {header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((file) => (
                <Table.Row key={file.id}>
                  <Table.Cell wordBreak="break-word">{file.filename}</Table.Cell>
                  <Table.Cell>{PROJECT_FILE_KIND_LABELS[file.kind]}</Table.Cell>
                  <Table.Cell>{file.uploaded_by ?? 'Unknown'}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(file.created_at)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatFileSize(file.size_bytes)}</Table.Cell>
                  <Table.Cell>
                    <FileActions file={file} {...actions} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </>
    );
  }

  return (
    <Stack gap="4">
      <AddFiles code={code} />
      <UploadingFiles code={code} />
      {failure && (
        <Text role="alert" color="fg.error">
          {failure}
        </Text>
      )}
      {list}
      {preview && <PreviewDialog file={preview} onClose={() => setPreview(null)} />}
      {deleting && (
        <DeleteFileDialog
          file={deleting}
          loading={remove.isPending}
          serverError={remove.error?.message ?? null}
          onCancel={() => {
            remove.reset();
            setDeleting(null);
          }}
          onConfirm={(body) => remove.mutate({ id: deleting.id, ...body }, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </Stack>
  );
}
