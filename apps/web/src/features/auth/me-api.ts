import { ApiError, apiRequest } from '../../lib/api-client';
import type { User } from './types';

/** GET /api/users/me → the signed-in user, or null when signed out (401). */
export async function fetchMe(): Promise<User | null> {
  try {
    const { data } = await apiRequest<{ data: User }>('/api/users/me');
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
