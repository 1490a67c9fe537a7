import { Box, chakra, Input, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { LuUpload } from 'react-icons/lu';

export interface FilePickerProps {
  /** The input's id: the field's label (Field.Root's `id` is its control's) and this control's both point to it. */
  id: string;
  /** What the picker offers (`image/*` for photos: a phone then offers the camera and the gallery). */
  accept: string;
  multiple?: boolean;
  /** The words on the control, e.g. "Add photos". */
  action: string;
  /** The id of what describes the choice so far (e.g. the list of chosen files). */
  describedBy?: string;
  /** Called with the files chosen or dropped (never empty). */
  onFiles(files: File[]): void;
}

/**
 * A file input shown as a drop zone with a button-like label instead of the browser's own control.
 * The real input stays in the page, visually hidden but focusable (keyboard: Tab, then Space or
 * Enter), so its label and the field's name it; clicking the zone opens the picker through the
 * label. No `capture` attribute: it would force the camera and hide the gallery.
 */
export function FilePicker({ id, accept, multiple = true, action, describedBy, onFiles }: FilePickerProps) {
  const [dragging, setDragging] = useState(false);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // Cleared so that choosing the same file again (after removing it) fires again.
    input.value = '';
    if (files.length > 0) onFiles(files);
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <Box>
      <Input id={id} type="file" className="peer" srOnly multiple={multiple} accept={accept} aria-describedby={describedBy} onChange={choose} />
      <chakra.label
        htmlFor={id}
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        justifyContent="center"
        gap="2"
        minH="11"
        px="4"
        py="3"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'colorPalette.solid' : 'border.emphasized'}
        colorPalette="blue"
        bg={dragging ? 'colorPalette.subtle' : 'bg.subtle'}
        borderRadius="l2"
        cursor="pointer"
        textAlign="center"
        _hover={{ bg: 'colorPalette.subtle' }}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        _peerInvalid={{ borderColor: 'border.error' }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Box as="span" display="inline-flex" color="colorPalette.fg" fontSize="lg" aria-hidden="true">
          <LuUpload />
        </Box>
        <Text as="span" fontWeight="semibold" color="colorPalette.fg">
          {action}
        </Text>
        <Text as="span" color="fg.muted" hideBelow="md">
          or drop them here
        </Text>
      </chakra.label>
    </Box>
  );
}
