import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The actions of a create/edit form (FormLayout's `actions`): Cancel, as a link back (`cancelTo`)
 * or a handler (`onCancel`), and the submit button, busy while `pending`.
 */
export function FormActions({ submitLabel, pending, cancelTo, onCancel }: { submitLabel: string; pending: boolean; cancelTo?: string; onCancel?: () => void }) {
  return (
    <>
      {cancelTo !== undefined ? (
        <Button asChild variant="outline">
          <RouterLink to={cancelTo}>Cancel</RouterLink>
        </Button>
      ) : (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" colorPalette="blue" loading={pending}>
        {submitLabel}
      </Button>
    </>
  );
}
