import { Alert, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { canUseTemplate, INFINITE_SCROLL_THRESHOLD_PX } from '@quizset/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/use-me';
import { useBuildStore } from '../../quiz-builder/store/build-store';
import { useNextQuizsetCandidates } from '../api/next-quizset';
import { chooseNextQuizset } from '../lib/settings-operations';
import { NextQuizsetRow } from './next-quizset-row';

/** Search waits for a pause in typing before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The next-quizset chooser (spec §2 modal 9, §4, §9): the teacher's own quiz sets, 20 a page, a TITLE
 * search, the next page loaded when the list is scrolled to within 20 px of its end. Choosing a set
 * stores its id and turns the option on.
 */
export function NextQuizsetChooser({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('quiz-settings');
  const isPhone = useMediaQuery('(max-width: 36em)');
  const me = useMe().data;
  const selfId = useBuildStore((state) => (state.mode === 'UPDATE' ? state.form.id : null));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useNextQuizsetCandidates(debounced, opened);
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];

  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    const isNearEnd = box.scrollHeight - box.scrollTop - box.clientHeight <= INFINITE_SCROLL_THRESHOLD_PX;
    if (isNearEnd && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  const choose = (id: string) => {
    useBuildStore.getState().edit((form) => chooseNextQuizset(form, id));
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('next.chooserTitle')}
      size="lg"
      fullScreen={isPhone}
      centered
      data-testid="next-quizset-chooser"
    >
      <Stack gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          aria-label={t('next.search')}
          placeholder={t('next.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="next-quizset-search"
        />
        {list.isError && <Alert color="red">{t('next.loadFailed')}</Alert>}
        <div
          onScroll={onScroll}
          data-testid="next-quizset-list"
          style={{ maxHeight: isPhone ? 'calc(100dvh - 180px)' : '60vh', overflowY: 'auto' }}
        >
          {rows.map((quizSet) => (
            <NextQuizsetRow
              key={quizSet.id}
              quizSet={quizSet}
              isLocked={me ? !canUseTemplate(me.planType, quizSet, me.countryCode ?? undefined) : false}
              isSelf={quizSet.id === selfId}
              onChoose={() => choose(quizSet.id)}
            />
          ))}
          {(list.isPending || list.isFetchingNextPage) && opened && <Loader size="sm" m="sm" />}
          {list.isSuccess && rows.length === 0 && (
            <Text c="dimmed" size="sm" p="sm">
              {t('next.empty')}
            </Text>
          )}
        </div>
      </Stack>
    </Modal>
  );
}
