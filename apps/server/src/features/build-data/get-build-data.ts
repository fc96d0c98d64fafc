import {
  type CategoryTree,
  categoryTreeFor,
  type MapTemplate,
  type PublisherOption,
  publisherOptionsFor,
} from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { type LastQuizSetCreationInfo, user } from '../../db/schema';
import { listTemplates } from '../templates/get-template';

export interface BuildData {
  templates: MapTemplate[];
  userBuildInfo: { lastQuizSetCreationInfo: LastQuizSetCreationInfo | null; countryCode: string };
  categoryTree: CategoryTree;
  publishers: PublisherOption[];
}

/** The country of signed-out readers (spec §1: Korean first). */
const DEFAULT_COUNTRY = 'KR';

async function lastCreationInfo(db: Db, userId: string): Promise<LastQuizSetCreationInfo | null> {
  const [row] = await db
    .select({ info: user.lastQuizSetCreationInfo })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row?.info ?? null;
}

/**
 * GET /api/quiz-builder/build-data (api.md "Building", spec §7 "Build data load"): the templates
 * offered in the caller's country (BASIC only in KR, spec §6), that country's category tree
 * (`schoolInfoTree`, `subjectTree`) and publisher options, and `userBuildInfo` with the
 * `lastQuizSetCreationInfo` the server wrote on the caller's last save. Signed out: KR, no last info.
 */
export async function getBuildData(db: Db, caller: SessionUser | null): Promise<BuildData> {
  const countryCode = caller?.countryCode ?? DEFAULT_COUNTRY;
  const [templates, last] = await Promise.all([
    listTemplates(db, countryCode),
    caller ? lastCreationInfo(db, caller.id) : Promise.resolve(null),
  ]);
  return {
    templates,
    userBuildInfo: { lastQuizSetCreationInfo: last, countryCode },
    categoryTree: categoryTreeFor(countryCode),
    publishers: [...publisherOptionsFor(countryCode)],
  };
}
