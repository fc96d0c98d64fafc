import type { AiItemWithSource } from '@quizset/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankItemFromStoredQuiz } from './stored-quiz-adapter';
import { categoryIdsTaggedBy, subjectTagsOf, tagMatchesWord } from './subject-tags';
import { matchForm, queryWords, textSimilarity } from './text-similarity';

/** A question of a public quiz set, as an AI item, with where it came from and how well it matched. */
export interface BankQuestion {
  item: AiItemWithSource;
  quizSetId: string;
  quizSetTitle: string;
  /** The set's subject tags: its subject and sub-subject names, ko and en (subject-tags.ts). */
  subjectTags: string[];
  /** Relevance to the query (higher is better). */
  score: number;
}

/** The question bank of public quiz sets (issue 9: the embedded provider's source for topics). */
export interface QuestionBank {
  /**
   * Questions of public quiz sets about `query`, best first. Empty when nothing matches: callers
   * must say so, never invent (issue 9).
   */
  search(query: string, limit: number): Promise<BankQuestion[]>;
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Sets scanned per search: enough for a topic, bounded so a broad word cannot make a huge read. */
const MAX_SETS = 200;

/**
 * The question bank over `quiz_sets` (PGlite or PostgreSQL): public sets whose title is
 * trigram-similar to the query or contains one of its words (the `quiz_sets_title_trgm` index), whose
 * subject tags name one (issue 16 item 16: the set's category under a subject the words name), or
 * whose questions contain one (a scan of `quiz_list`; an expression trigram index on it would make
 * this indexed: a migration another change owns). Each question is then scored in memory by the
 * query words its text, its set's title and its subject tags hold, and its bigram similarity, and
 * kept only when it matches at all; the relevance threshold is the caller's (embedded-provider.ts
 * isOnTopic).
 */
export function createQuestionBank(db: Db): QuestionBank {
  return {
    async search(query, limit) {
      const words = queryWords(query);
      if (words.length === 0) return [];
      const patterns = words.map((word) => `%${escapeLike(word)}%`);
      const anyPattern = sql.join(
        patterns.map((pattern) => sql`${pattern}`),
        sql`, `,
      );
      const tagged = categoryIdsTaggedBy(words);
      const taggedCondition =
        tagged.length > 0
          ? sql` OR category_tree_id LIKE ANY (ARRAY[${sql.join(
              tagged.map((id) => sql`${`${escapeLike(id)}%`}`),
              sql`, `,
            )}])`
          : sql``;
      const result = await db.execute(sql`
        SELECT id, title, quiz_list, category_tree_id, country_code
        FROM quiz_sets
        WHERE is_public
          AND (title % ${query} OR title ILIKE ANY (ARRAY[${anyPattern}]) OR quiz_list::text ILIKE ANY (ARRAY[${anyPattern}])${taggedCondition})
        ORDER BY similarity(title, ${query}) DESC, play_count DESC, id
        LIMIT ${MAX_SETS}`);
      const rows = (
        result as unknown as {
          rows: Array<{
            id: string;
            title: string;
            quiz_list: unknown;
            category_tree_id: string | null;
            country_code: string | null;
          }>;
        }
      ).rows;
      const questions: BankQuestion[] = [];
      const seen = new Set<string>();
      for (const row of rows) {
        const titleHits = words.filter((word) => row.title.toLowerCase().includes(word)).length;
        const subjectTags = subjectTagsOf(row.country_code, row.category_tree_id);
        const tagHits = words.filter((word) => subjectTags.some((tag) => tagMatchesWord(tag, word))).length;
        for (const stored of Array.isArray(row.quiz_list) ? row.quiz_list : []) {
          const item = bankItemFromStoredQuiz(stored);
          if (!item || seen.has(matchForm(item.question))) continue;
          const text = `${item.question} ${item.answer.join(' ')} ${item.options.join(' ')}`.toLowerCase();
          const wordHits = words.filter((word) => text.includes(word)).length;
          if (wordHits === 0 && titleHits === 0 && tagHits === 0) continue;
          seen.add(matchForm(item.question));
          const score = wordHits * 2 + titleHits + tagHits + textSimilarity(query, item.question);
          questions.push({
            item: { ...item, source: { page: null, sentence: row.title } },
            quizSetId: row.id,
            quizSetTitle: row.title,
            subjectTags,
            score,
          });
        }
      }
      return questions.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
