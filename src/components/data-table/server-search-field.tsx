import { Field, Input } from '@chakra-ui/react';
import { useId } from 'react';
import type { ListInAddress } from './use-list-in-address';
import { useServerSearch } from './use-server-search';

/**
 * The search box of a server-searched list: what is typed goes to the list's `search` in the
 * address (and so to the server) once typing pauses; back and forward update the box.
 */
export function ServerSearchField<Query extends { page: number; search?: string }>({
  label,
  placeholder,
  list: { query, change, ready },
}: {
  label: string;
  placeholder: string;
  list: ListInAddress<Query>;
}) {
  const id = useId();
  const [text, setText] = useServerSearch(query.search ?? '', (search) => change({ search } as Partial<Query>), ready);
  return (
    <Field.Root maxW={{ base: 'full', sm: 'xs' }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} type="search" size="sm" value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
    </Field.Root>
  );
}
