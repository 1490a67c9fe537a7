import { Field, Input } from '@chakra-ui/react';
import { useId } from 'react';
import { formatRowCount } from '@/components/data-table/data-table-model';
import { useServerSearch } from '@/components/data-table/use-server-search';
import { PROJECT_CHOICES_LIMIT, type ProjectChoices } from '@/lib/api/projects/project-choices';

/** What the picker says about its choices: that typing narrows a long list, or that nothing matched. */
function choicesHint(search: string, choices: ProjectChoices): string | null {
  if (choices.isPending) return null;
  if (search && choices.total === 0) return `No project matches “${search}”.`;
  if (choices.total <= PROJECT_CHOICES_LIMIT) return null;
  const total = `${formatRowCount(choices.total)}${choices.totalCapped ? '+' : ''}`;
  return `The first ${PROJECT_CHOICES_LIMIT} of ${total} projects by name: type a code or name to find another.`;
}

/**
 * The search box beside a project picker (useProjectChoices): what is typed goes to the server
 * once typing pauses, and the picker offers the projects that match. Enter does not submit the
 * form around it.
 */
export function ProjectSearchField({ search, onSearch, choices }: { search: string; onSearch: (search: string) => void; choices: ProjectChoices }) {
  const id = useId();
  const [text, setText] = useServerSearch(search, (value) => onSearch(value ?? ''));
  const hint = choicesHint(search, choices);
  return (
    <Field.Root maxW={{ base: 'full', sm: 'sm' }}>
      <Field.Label htmlFor={id}>Find a project</Field.Label>
      <Input
        id={id}
        type="search"
        size="sm"
        value={text}
        placeholder="Code, name, address, company…"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <Field.HelperText aria-live="polite">{hint}</Field.HelperText>
    </Field.Root>
  );
}
