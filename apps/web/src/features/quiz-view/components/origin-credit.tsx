import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizSetView } from '../api';

/**
 * The credit line of a duplicate (issue 7 "`/quiz/{id}` credits the original set and its author"):
 * links to the original set and its author when the reader may see them (`origin`, joined by the
 * server at read time), else a neutral line that names neither (original deleted or private).
 * Nothing for a set that is not a copy.
 */
export function OriginCredit({ quizSet }: { quizSet: QuizSetView }) {
  const { t } = useTranslation('quiz-view');
  if (quizSet.originQuizSetId === null) return null;
  const { origin } = quizSet;
  return (
    <Text size="sm" c="dimmed" data-testid="origin-credit" style={{ overflowWrap: 'anywhere' }}>
      {origin
        ? // Each language places the two links itself ("Copied from [set] by [author]"); the markers
          // are split here rather than by <Trans>, which would parse a title typed with angle
          // brackets as markup.
          t('origin.credit')
            .split(/(\[set\]|\[author\])/)
            .map((part, index) =>
              part === '[set]' ? (
                <Anchor key={part} component={Link} to={`/quiz/${origin.id}`} size="sm">
                  {origin.title}
                </Anchor>
              ) : part === '[author]' ? (
                <Anchor key={part} component={Link} to={`/users/${origin.author.id}`} size="sm">
                  {origin.author.name}
                </Anchor>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence
                <span key={index}>{part}</span>
              ),
            )
        : t('origin.unknown')}
    </Text>
  );
}
