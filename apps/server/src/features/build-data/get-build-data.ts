import {
  CATEGORY_TREE,
  type CategoryIds,
  type CategoryTree,
  deriveCategoryTreeData,
  KR_PUBLISHERS,
  type MapTemplate,
  type PublisherOption,
  type PublisherSelection,
} from '@quizset/domain';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizSets } from '../../db/schema';
import { listTemplates } from '../templates/get-template';

/** What the builder pre-fills from the caller's last quiz set (api.md build-data `userBuildInfo`). */
export interface LastQuizSetCreationInfo {
  categoryId: string | null;
  categoryTreeData: CategoryIds;
  publisher: PublisherSelection;
  templateId: string;
}

export interface BuildData {
  templates: MapTemplate[];
  userBuildInfo: { lastQuizSetCreationInfo: LastQuizSetCreationInfo | null; countryCode: string };
  categoryTree: CategoryTree;
  publishers: PublisherOption[];
}

async function lastCreationInfo(db: Db, ownerId: string): Promise<LastQuizSetCreationInfo | null> {
  const [last] = await db
    .select({
      categoryId: quizSets.categoryId,
      publisherId: quizSets.publisherId,
      customPublisher: quizSets.customPublisher,
      templateId: quizSets.templateId,
    })
    .from(quizSets)
    .where(eq(quizSets.ownerId, ownerId))
    .orderBy(sql`${quizSets.createdAt} DESC NULLS LAST`)
    .limit(1);
  if (!last) return null;
  return {
    categoryId: last.categoryId,
    categoryTreeData: deriveCategoryTreeData(last.categoryId),
    publisher: { id: last.publisherId, customName: last.customPublisher },
    templateId: last.templateId,
  };
}

/**
 * GET /api/quiz-builder/build-data (api.md "Building"): templates, the category tree (KR and US
 * school types; the browser filters by country), the KR publishers and the caller's last choices.
 * Signed out: no last choices, country KR.
 */
export async function getBuildData(db: Db, caller: SessionUser | null): Promise<BuildData> {
  const [templates, last] = await Promise.all([
    listTemplates(db),
    caller ? lastCreationInfo(db, caller.id) : Promise.resolve(null),
  ]);
  return {
    templates,
    userBuildInfo: { lastQuizSetCreationInfo: last, countryCode: caller?.countryCode ?? 'KR' },
    categoryTree: CATEGORY_TREE,
    publishers: [...KR_PUBLISHERS],
  };
}
