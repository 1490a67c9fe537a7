import { Box, Button, Dialog, Image, Link, Portal, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { fetchApiFile } from '@/lib/download-upload';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { useBackCloses } from '@/lib/use-back-closes';
import type { DeleteProjectFileInput, ProjectFile } from '@/shared/schemas/project-files';

/** The shared schema the server validates the same body with. */
const deleteResolver = lazyZodResolver<DeleteProjectFileInput>(() => import('@/shared/schemas/project-files').then((m) => m.deleteProjectFileSchema));

/** What the browser can show itself: images and PDFs. */
export function canPreview(file: ProjectFile): boolean {
  return file.mime_type.startsWith('image/') || file.mime_type === 'application/pdf';
}

/**
 * The file in a dialog: an image as an image, a PDF in a frame with a link to open it in a new
 * tab (phones show PDFs better there). The bytes come with the session's token, as an object URL.
 */
export function PreviewDialog({ file, onClose }: { file: ProjectFile; onClose: () => void }) {
  useBackCloses(true, onClose);
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchApiFile(file.download_url).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: file.mime_type }));
        if (live) setUrl(objectUrl);
      },
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : 'Try again.'),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  const pdf = file.mime_type === 'application/pdf';
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{file.filename}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {failure && (
                <Text role="alert" color="fg.error">
                  Could not open {file.filename}: {failure}
                </Text>
              )}
              {!failure && !url && <Text color="fg.muted">Loading the file…</Text>}
              {url && !pdf && <Image src={url} alt={file.filename} maxW="full" maxH="70vh" mx="auto" objectFit="contain" />}
              {url && pdf && (
                <Box>
                  <Box as="iframe" title={`Preview of ${file.filename}`} {...{ src: url }} w="full" h={{ base: '60vh', md: '70vh' }} borderWidth="1px" borderRadius="l2" />
                  <Link href={url} target="_blank" rel="noopener" mt="2" textDecoration="underline">
                    Open the PDF in a new tab
                  </Link>
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface DeleteFileDialogProps {
  file: ProjectFile;
  loading: boolean;
  serverError: string | null;
  onConfirm: (body: DeleteProjectFileInput) => void;
  onCancel: () => void;
}

/** Asks why before deleting a file (the reason is audited; the stored bytes stay). */
export function DeleteFileDialog({ file, loading, serverError, onConfirm, onCancel }: DeleteFileDialogProps) {
  const { register, handleSubmit, formState } = useForm<DeleteProjectFileInput>({ resolver: deleteResolver, defaultValues: { reason: '' } });
  return (
    <FormDialog title={`Delete ${file.filename}`} onSubmit={handleSubmit(onConfirm)} submitLabel="Delete file" colorPalette="red" loading={loading} onCancel={onCancel}>
      <Text>The file leaves the project&apos;s files. Reports already issued keep their copy, and the reason is recorded in the activity.</Text>
      <FormField label="Reason for deleting" error={formState.errors.reason?.message}>
        <Textarea rows={3} placeholder="e.g. Blurred photo, retaken" {...register('reason')} />
      </FormField>
      <FormError message={serverError} />
    </FormDialog>
  );
}
