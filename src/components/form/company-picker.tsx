import { Combobox, createListCollection, Field, HStack, Portal, Spinner, Text, useComboboxContext } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type Ref } from 'react';
import { SEARCH_DELAY_MS } from '@/components/data-table/use-server-search';
import { COMPANY_TYPE_LABELS } from '@/shared/schemas/companies-values';
import { useCompanyName, useCompanySearch, useRememberCompanyName, type CompanyChoice } from '@/lib/api/companies/search-companies';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** The list item that empties the value (a picker with `noneLabel`). */
const NONE = '__none__';

interface PickerItem {
  value: string;
  label: string;
  /** City and type: tells apart companies of the same name. */
  detail?: string;
}

export const COMPANY_PICKER_TEXT = {
  noMatch: 'No company matches',
  searching: 'Searching…',
  offline: 'Companies can be searched once the connection is back.',
  failed: 'The companies could not be searched. Type again to retry.',
  placeholder: 'Type to search',
} as const;

/**
 * While the list is closed the box shows the chosen company's name, which may arrive after the
 * value (asked from the server) or not be among the search's items. The box's text stays the
 * combobox's own (not controlled): typing is never overwritten by a render that lags behind.
 */
function ShowChosenName({ name }: { name: string }) {
  const combobox = useComboboxContext();
  const { open, inputValue, setInputValue } = combobox;
  useEffect(() => {
    if (!open && inputValue !== name) setInputValue(name);
  }, [open, inputValue, name, setInputValue]);
  return null;
}

export interface CompanyPickerProps {
  /** The visible label, also the control's accessible name. */
  label: string;
  /** The chosen company's id; '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  /** With it, the field is optional: a first item of this label empties it, and the empty box shows it. */
  noneLabel?: string;
  /** A name already at hand for an id (e.g. the project's client company): no request for it. */
  known?: CompanyChoice | null;
  error?: string;
  helperText?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** A list filter is narrow; a form field takes its column. */
  maxW?: string | Record<string, string>;
}

/**
 * A company field that searches the server as the user types (name, city or member number), so
 * every company can be chosen however many there are. The box shows the chosen company's name;
 * typing searches after a pause, the arrow keys move through the matches and Enter chooses one;
 * Escape or leaving the box puts the chosen name back. An optional field offers `noneLabel` first.
 */
export function CompanyPicker({ label, value, onChange, onBlur, noneLabel, known, error, helperText, name, inputRef, disabled, size = 'md', maxW }: CompanyPickerProps) {
  /** What the user typed since the box last showed the chosen name; null: it shows the name. */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const wanted = (typed ?? '').trim();
  const search = useDebouncedValue(wanted, SEARCH_DELAY_MS);
  const results = useCompanySearch(search, open && !disabled);
  const chosen = useCompanyName(value, known);
  const remember = useRememberCompanyName();
  // A choice the form or the address has not passed back yet: its name shows meanwhile (no blank).
  const [pick, setPick] = useState<{ from: string; name: string } | null>(null);
  const shownName = pick && pick.from === value ? pick.name : chosen.name;

  const companies = results.data?.data;
  const collection = useMemo(() => {
    const items: PickerItem[] = (companies ?? []).map((company) => ({
      value: company.id,
      label: company.name,
      detail: [company.city, COMPANY_TYPE_LABELS[company.type]].filter(Boolean).join(' · '),
    }));
    if (noneLabel !== undefined && !wanted) items.unshift({ value: NONE, label: noneLabel });
    return createListCollection<PickerItem>({ items });
  }, [companies, noneLabel, wanted]);

  const settling = wanted !== search || (results.isFetching && results.isPlaceholderData);
  // Only while the list is open: closed, the query waits (disabled) and nothing is loading.
  const offline = open && results.fetchStatus === 'paused' && !results.data;
  const loading = open && !offline && (settling || results.isPending);
  const failed = open && results.isError && !settling;

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      <Combobox.Root<PickerItem>
        collection={collection}
        size={size}
        value={value ? [value] : []}
        onInputValueChange={(details) => setTyped(details.reason === 'input-change' ? details.inputValue : null)}
        onValueChange={(details) => {
          const item = details.items[0];
          if (!item || item.value === NONE) {
            setPick({ from: value, name: '' });
            onChange('');
            return;
          }
          remember({ id: item.value, name: item.label });
          setPick({ from: value, name: item.label });
          onChange(item.value);
        }}
        onOpenChange={(details) => {
          setOpen(details.open);
          if (details.open) setPick(null);
          else setTyped(null);
        }}
        openOnClick
        inputBehavior="autohighlight"
        placeholder={chosen.pending ? 'Loading…' : (noneLabel ?? COMPANY_PICKER_TEXT.placeholder)}
        positioning={{ sameWidth: true }}
        name={name}
      >
        <ShowChosenName name={shownName} />
        <Combobox.Control>
          <Combobox.Input ref={inputRef} onBlur={onBlur} />
          <Combobox.IndicatorGroup>
            {noneLabel !== undefined && <Combobox.ClearTrigger aria-label={`Clear ${label}`} />}
            <Combobox.Trigger aria-label={`Show companies for ${label}`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              {loading && (
                <HStack px="2" py="1.5" color="fg.muted" aria-live="polite">
                  <Spinner size="xs" />
                  <Text textStyle="sm">{COMPANY_PICKER_TEXT.searching}</Text>
                </HStack>
              )}
              {offline && (
                <Text px="2" py="1.5" textStyle="sm" color="fg.muted">
                  {COMPANY_PICKER_TEXT.offline}
                </Text>
              )}
              {failed && (
                <Text px="2" py="1.5" textStyle="sm" color="fg.error">
                  {COMPANY_PICKER_TEXT.failed}
                </Text>
              )}
              {!loading && !offline && !failed && <Combobox.Empty>{COMPANY_PICKER_TEXT.noMatch}</Combobox.Empty>}
              {collection.items.map((item) => (
                <Combobox.Item key={item.value} item={item}>
                  <Combobox.ItemText>
                    {item.label}
                    {item.detail && (
                      <Text as="span" display="block" textStyle="xs" color="fg.muted">
                        {item.detail}
                      </Text>
                    )}
                  </Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
