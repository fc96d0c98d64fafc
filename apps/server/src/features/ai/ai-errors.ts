import { AI_FILE_EXTENSIONS } from '@quizset/domain';
import { AppError, msg } from '../../lib/app-error';
import type { JobProblem } from './jobs/file-job';

/**
 * A failed file job → its HTTP answer (api.md "AI" file errors; spec §8 "File AI" rows): 415
 * unsupported (content does not match the extension, or a text encoding other than UTF-8/EUC-KR),
 * 423 password, 413 over 500 pages, 422 no extractable text / damaged / nothing to ask, 503 timeout,
 * upstream and busy. `reason` tells the cases of one status apart.
 */
export function jobProblemError(problem: JobProblem): AppError {
  switch (problem.kind) {
    case 'mismatch':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        msg('material.extension', { extensions: AI_FILE_EXTENSIONS.join(', ') }),
        {
          reason: 'CONTENT_MISMATCH',
        },
      );
    case 'encoding':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', msg('ai.textEncoding'), { reason: 'TEXT_ENCODING' });
    case 'encrypted':
      return new AppError('LOCKED', msg('material.passwordProtected'), { reason: 'PASSWORD' });
    case 'tooManyPages':
      return new AppError('PAYLOAD_TOO_LARGE', msg('material.tooManyPages', { max: problem.max }), {
        reason: 'PAGE_LIMIT',
        pages: problem.pages,
      });
    case 'noText':
      return new AppError('UNPROCESSABLE', msg('material.noText'), { reason: 'NO_TEXT' });
    case 'corrupt':
      return new AppError('UNPROCESSABLE', msg('ai.fileCorrupt'), { reason: 'CORRUPT' });
    case 'limit':
      return new AppError('UNPROCESSABLE', msg('ai.fileLimit'), { reason: 'LIMIT' });
    case 'noItems':
      return new AppError('UNPROCESSABLE', msg('ai.noItems'), { reason: 'NO_ITEMS' });
    case 'timeout':
      return new AppError('UPSTREAM_UNAVAILABLE', msg('ai.fileTimeout'), { reason: 'TIMEOUT' });
    case 'upstream':
      return new AppError('UPSTREAM_UNAVAILABLE', msg('ai.upstream'), { reason: 'UPSTREAM' });
    case 'busy':
      return new AppError('UPSTREAM_UNAVAILABLE', msg('ai.busy'), { reason: 'BUSY' });
  }
}
