import { AppError, msg } from '../../../lib/app-error';

/** 429: the caller already has as many AI file jobs as AI_JOBS_PER_USER allows. */
export const userBusyError = () => new AppError('RATE_LIMITED', msg('ai.userBusy'));
/** 503: AI_JOBS_MAX jobs are running or waiting (spec §8 "429, 503 → timeout or busy message"). */
export const globalBusyError = () => new AppError('UPSTREAM_UNAVAILABLE', msg('ai.busy'));
