import type { AiTutorTemplate, FormAiTutor, Locale } from '@quizset/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/ai-tutor-templates/{id} (api.md): one tutor template (spec §3). */
export async function fetchAiTutorTemplate(id: string, signal?: AbortSignal): Promise<AiTutorTemplate> {
  const body = await apiRequest<{ data: AiTutorTemplate }>(
    `/api/ai-tutor-templates/${encodeURIComponent(id)}`,
    {
      signal,
    },
  );
  return body.data;
}

/** A tutor template as the quiz set form holds it (spec §3 `aiTutor {id, name, avatarSrc, introduction}`). */
export function toFormAiTutor(template: AiTutorTemplate, locale: Locale): FormAiTutor {
  const text = template.serializedLocalize[locale];
  return {
    id: template.id,
    name: text.displayName,
    avatarSrc: template.avatarSrc,
    introduction: text.introduction,
  };
}
