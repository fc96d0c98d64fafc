/*
 * The question image's alt text (issue 24 item 5), apart from the zod schemas of base.ts: the player
 * (play.html) shows alt text, and importing it from a module that builds schemas would put zod in
 * its first load (issue 20 item 1).
 */

/**
 * Most characters of a question image's alt text (issue 24 item 5). A cheap limit checked by the
 * browser's input and by the submit schema alike.
 */
export const QUESTION_IMAGE_ALT_MAX_LENGTH = 300;

/** The alt text worth keeping: trimmed, non-empty, and only for a question that has an image. */
export function writtenAlt(imageUrl: string | null, alt: string | undefined): string | undefined {
  const trimmed = alt?.trim();
  return imageUrl && trimmed ? trimmed : undefined;
}

/**
 * The alternative text of a question's image (issue 24 item 5): the teacher's alt text, else the
 * question's plain text (the default), so a screen reader never hears "image" alone.
 */
export function questionImageAltOf(quiz: { question: string; questionImageAlt?: string }): string {
  return quiz.questionImageAlt?.trim() || quiz.question;
}
