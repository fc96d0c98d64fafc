import { Button, Group, NativeSelect, SegmentedControl, TextInput, VisuallyHidden } from '@mantine/core';
import { SEARCH_ORDERS, SEARCH_TYPES } from '@quizset/domain';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizSetListParams } from '../lib/query-keys';
import { isSearchOrder, isSearchType } from '../lib/quiz-set-list';

interface QuizSetSearchFormProps {
  params: QuizSetListParams;
  onChange: (next: Partial<QuizSetListParams>) => void;
  /** Hide the search-type select where only one type makes sense (e.g. a profile has one author). */
  showSearchType?: boolean;
}

/**
 * Search box + search type + order over a quiz set list (issue 2 §10). The text applies on submit
 * (Enter or the button), so typing does not fire one request per key; type and order apply at once.
 * The draft text re-syncs from `params` when the URL changes (back/forward, a link).
 */
export function QuizSetSearchForm({ params, onChange, showSearchType = true }: QuizSetSearchFormProps) {
  const { t } = useTranslation();
  const orderLabelId = useId();
  const [text, setText] = useState(params.q);
  useEffect(() => setText(params.q), [params.q]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text });
  };

  return (
    <search aria-label={t('search.label')}>
      <form onSubmit={onSubmit}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('search.query')}
            placeholder={t(showSearchType ? 'search.placeholder' : 'search.placeholderTitle')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            style={{ flex: '1 1 240px' }}
          />
          {showSearchType && (
            <NativeSelect
              label={t('search.type')}
              data={SEARCH_TYPES.map((type) => ({ value: type, label: t(`search.types.${type}`) }))}
              value={params.qType}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isSearchType(value)) onChange({ qType: value });
              }}
              w={{ base: '100%', xs: 160 }}
            />
          )}
          <Button type="submit">{t('search.submit')}</Button>
        </Group>
        <Group mt="sm" gap="xs">
          <VisuallyHidden id={orderLabelId}>{t('search.order')}</VisuallyHidden>
          <SegmentedControl
            aria-labelledby={orderLabelId}
            size="xs"
            data={SEARCH_ORDERS.map((order) => ({ value: order, label: t(`search.orders.${order}`) }))}
            value={params.order}
            onChange={(value) => {
              if (isSearchOrder(value)) onChange({ order: value });
            }}
          />
        </Group>
      </form>
    </search>
  );
}
