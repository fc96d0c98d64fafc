import { ORIGIN, type TestContext } from './context';
import { validPayload } from './payloads';
import { createSetWithRoom } from './rooms';

/** An attachment body (api.md "Classroom add-on") whose three iframe URIs name room `roomId`. */
export function attachmentBodyFor(roomId: string, extra: { title?: string; maxPoints?: number } = {}) {
  const query = `entryMapHashId=${roomId}`;
  return {
    title: extra.title ?? 'Week 3 fractions',
    teacherViewUri: { uri: `${ORIGIN}/google-classroom/teacher-view?${query}` },
    studentViewUri: { uri: `${ORIGIN}/google-classroom/play-bridge?${query}` },
    studentWorkReviewUri: { uri: `${ORIGIN}/google-classroom/student-work-review?${query}` },
    maxPoints: extra.maxPoints ?? 50,
  };
}

/** Opens a room (no guests, no retries) on a new set of the signed-in `cookie`'s user (docs/api.md). */
export async function openRoomOf(
  ctx: TestContext,
  cookie: string,
  payload: Record<string, unknown> = validPayload() as unknown as Record<string, unknown>,
): Promise<string> {
  const { roomId } = await createSetWithRoom(ctx, cookie, {
    set: payload,
    room: { allowGuests: false, allowRetries: false },
  });
  return roomId;
}
