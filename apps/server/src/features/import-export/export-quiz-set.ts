import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExportFormat, QuizSaved } from '@quizset/domain';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { AppError, msg } from '../../lib/app-error';
import { getQuizSet } from '../quizsets/get-quiz-set';
import { canSeeAnswers } from '../quizsets/redact-answers';
import { ISSUED_IMAGE_EXTENSIONS, isIssuedUploadShape } from '../uploads/find-upload';
import { writeGift } from './formats/gift';
import { type ExportImage, writeMoodleXml } from './formats/moodle-xml';
import { writeQti3 } from './formats/qti3';
import { writeCsv, writeXlsx } from './formats/spreadsheet';

/** A file to download: its name, media type and bytes. */
export interface ExportedFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** The uploaded images a quiz list names, read from `uploadDir` (only URLs this server issued). */
async function readImages(uploadDir: string, quizList: QuizSaved[]): Promise<Map<string, ExportImage>> {
  const urls = new Set<string>();
  for (const quiz of quizList) {
    if (quiz.questionImageUrl) urls.add(quiz.questionImageUrl);
    if (quiz.type === 'multiple')
      for (const choice of quiz.choiceList) if (choice.imageUrl) urls.add(choice.imageUrl);
  }
  const images = new Map<string, ExportImage>();
  for (const url of urls) {
    if (!isIssuedUploadShape(url, ISSUED_IMAGE_EXTENSIONS)) continue;
    const name = path.basename(url);
    try {
      images.set(url, { name, data: await readFile(path.join(uploadDir, name)) });
    } catch {
      // a file gone from the upload folder is left out of the export rather than failing it
    }
  }
  return images;
}

/** A file name from the set's title: letters (any script), digits, spaces, dashes; at most 60. */
function fileStem(title: string): string {
  const stem = title
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .slice(0, 60);
  return stem === '' ? 'quizset' : stem;
}

/**
 * GET /api/quizsets/{id}/export (issue 21 "Export"): the set in `format` — qti3 (a content package
 * .zip), moodle (.xml), gift (.txt), csv, xlsx (our template). Only for a caller who may see the
 * answers (canSeeAnswers of quizsets/redact-answers.ts: the owner, an admin, a teacher): an export
 * without answers is no export.
 * @throws AppError NOT_FOUND (missing, or private and not the caller's), FORBIDDEN (may not see answers).
 */
export async function exportQuizSet(
  db: Db,
  params: { id: string; caller: SessionUser; format: ExportFormat; uploadDir: string },
): Promise<ExportedFile> {
  const set = await getQuizSet(db, { id: params.id, caller: params.caller });
  if (!canSeeAnswers(set.author.id, params.caller)) throw new AppError('FORBIDDEN', msg('server.forbidden'));
  const stem = fileStem(set.title);
  switch (params.format) {
    case 'gift':
      return {
        filename: `${stem}.gift.txt`,
        contentType: 'text/plain; charset=utf-8',
        body: Buffer.from(writeGift(set.title, set.quizList)),
      };
    case 'moodle': {
      const images = await readImages(params.uploadDir, set.quizList);
      return {
        filename: `${stem}.moodle.xml`,
        contentType: 'application/xml; charset=utf-8',
        body: Buffer.from(writeMoodleXml(set.title, set.quizList, images)),
      };
    }
    case 'qti3': {
      const images = await readImages(params.uploadDir, set.quizList);
      return {
        filename: `${stem}.qti3.zip`,
        contentType: 'application/zip',
        body: await writeQti3(set.title, set.quizList, images),
      };
    }
    case 'csv':
      return {
        filename: `${stem}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: writeCsv(set.quizList),
      };
    case 'xlsx':
      return {
        filename: `${stem}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await writeXlsx(set.quizList),
      };
  }
}
