import { TICKET_CATEGORIES, TICKET_STATUSES } from '@store/shared/schemas/support';
import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import type { TicketFilter } from './support-api';
import { ASSIGNED_VIEWS, readTicketFilter } from './ticket-filter';
import { useSupportT } from './use-support-t';

const ASSIGNED_LABELS = { any: 'assignedAny', me: 'assignedMe', none: 'assignedNone' } as const;

interface InboxFiltersProps {
  filter: TicketFilter;
  /** Applies changed filters, back on the first page. */
  onChange: (changes: Partial<TicketFilter>) => void;
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field label={label} className="sm:w-48">
      {(control) => (
        <select
          {...control}
          className={inputClasses()}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

/**
 * The inbox's search: a choice of status, category or assignment applies at once, the text
 * when it is submitted.
 */
export function InboxFilters({ filter, onChange }: InboxFiltersProps) {
  const { t } = useSupportT();
  const [draft, setDraft] = useState(filter.q ?? '');
  // A choice is read back as the URL would read it, so only known values reach the filter.
  const pick = (name: 'status' | 'category' | 'assigned', value: string) => {
    const read = readTicketFilter(new URLSearchParams({ [name]: value }));
    onChange({ [name]: read[name] });
  };

  return (
    <form
      role="search"
      className="mb-6 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: draft.trim() || undefined });
      }}
    >
      <TextField
        className="min-w-60 flex-1"
        label={t('inbox.search')}
        placeholder={t('inbox.searchPlaceholder')}
        type="search"
        maxLength={200}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
      />
      <FilterSelect
        label={t('inbox.status')}
        value={filter.status ?? ''}
        onChange={(value) => {
          pick('status', value);
        }}
      >
        <option value="">{t('inbox.anyStatus')}</option>
        {TICKET_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('inbox.category')}
        value={filter.category ?? ''}
        onChange={(value) => {
          pick('category', value);
        }}
      >
        <option value="">{t('inbox.anyCategory')}</option>
        {TICKET_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`category.${category}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('inbox.assigned')}
        value={filter.assigned}
        onChange={(value) => {
          pick('assigned', value);
        }}
      >
        {ASSIGNED_VIEWS.map((view) => (
          <option key={view} value={view}>
            {t(`inbox.${ASSIGNED_LABELS[view]}`)}
          </option>
        ))}
      </FilterSelect>
      <Button type="submit">
        <Search aria-hidden="true" className="size-4" />
        {t('inbox.searchButton')}
      </Button>
    </form>
  );
}
