import { canUseFeature, PLAN_TYPES, type PlanType } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizRooms, quizSets, user } from '../../db/schema';

/** The plan-gated services a room gives its players (spec §6 AI_TUTOR, CONTINUE_NEXT_QUIZSET). */
export interface RoomServices {
  /** The set's AI tutor answers in this room. */
  aiTutor: boolean;
  /** "다음 퀴즈" opens the set's next set (spec §3 `nextQuizsetId`). */
  nextQuizset: boolean;
}

/** What a set owner on `planType` in `countryCode` may give the players of its rooms (spec §6). */
export function roomServicesOf(owner: { planType: string; countryCode: string }): RoomServices {
  const plan: PlanType = (PLAN_TYPES as readonly string[]).includes(owner.planType)
    ? (owner.planType as PlanType)
    : 'FREE';
  return {
    aiTutor: canUseFeature(plan, 'AI_TUTOR', owner.countryCode),
    nextQuizset: canUseFeature(plan, 'CONTINUE_NEXT_QUIZSET', owner.countryCode),
  };
}

/**
 * The plan-gated services of room `roomId` as the set's owner's plan allows them NOW (spec §6
 * plan-gated features; issue 22 item 2, a downgrade at the period's end). They are features of the
 * set its owner turned on, so her plan gates them, in her own rooms and in rooms other teachers host
 * (issue 19 item 20); the host pays the tutor's model calls of her rooms (tutor-spend.ts).
 *
 * The rule after a downgrade:
 * - the room itself keeps working: it stays open, its players join, answer, finish and are graded
 *   on the set as it was built (map, questions, options). Students are never shut out of a lesson
 *   by their teacher's billing, and a set's content (its map too) is not a service;
 * - the paid services the set turns on are checked against the owner's current plan each time they
 *   are used, not when the room was opened: the AI tutor (AI_TUTOR: the room view shows no tutor,
 *   a chat is refused) and "next quiz" (CONTINUE_NEXT_QUIZSET: no next set offered, no next room
 *   opened). A room is no way to keep a plan one no longer pays for (a homework room may stay open
 *   for weeks); upgrading again gives them back to every room at once;
 * - new sets and edits enforce the current plan as prepare-quiz-set.ts does (403 PLAN_REQUIRED).
 * Room settings (guests, attempts, the counted attempt, the bell) are free on every plan.
 * @returns every service off when the room is gone.
 */
export async function roomServices(db: Db, roomId: string): Promise<RoomServices> {
  const [owner] = await db
    .select({ planType: user.planType, countryCode: user.countryCode })
    .from(quizRooms)
    .innerJoin(quizSets, eq(quizSets.id, quizRooms.quizSetId))
    .innerJoin(user, eq(user.id, quizSets.ownerId))
    .where(eq(quizRooms.id, roomId))
    .limit(1);
  return owner ? roomServicesOf(owner) : { aiTutor: false, nextQuizset: false };
}
