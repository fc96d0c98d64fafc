import type { MapTemplate } from '@quizset/domain';
import { describe, expect, it } from 'vitest';
import { mapSections, mapTypeCounts } from './map-sections';

const template = (
  templateId: string,
  templatePlanType: MapTemplate['templatePlanType'],
  type: MapTemplate['type'],
  priority: number,
  hasNewTag = false,
): MapTemplate => ({
  templateId,
  type,
  templatePlanType,
  priority,
  hasNewTag,
  thumbnailImage: '',
  detailsImage: '',
  serializedLocalize: {
    ko: { name: templateId, description: [], previewPlayUrl: null },
    en: { name: templateId, description: [], previewPlayUrl: null },
  },
});

const templates = [
  template('free-a', 'FREE', 'linear', 10),
  template('free-b', 'FREE', 'round', 30),
  template('basic-a', 'BASIC', 'team', 20, true),
  template('pro-a', 'PRO', 'linear', 5, true),
  template('pro-b', 'PRO', 'free', 1),
];

/** Spec §2 modal 1 (sections, type filter with counts) and §6 (BASIC in KR only). */
describe('map picker sections', () => {
  it('KR: recommended (new first, topped up by priority), free, basic, pro', () => {
    const sections = mapSections(templates, 'KR', 'total');
    expect(sections.map((section) => section.key)).toEqual(['recommended', 'FREE', 'BASIC', 'PRO']);
    expect(sections[0]?.templates.map((t) => t.templateId)).toEqual(['basic-a', 'pro-a', 'free-b', 'free-a']);
    expect(sections[1]?.templates.map((t) => t.templateId)).toEqual(['free-b', 'free-a']);
  });

  it('outside KR there is no BASIC section and no BASIC template anywhere', () => {
    const sections = mapSections(templates, 'US', 'total');
    expect(sections.map((section) => section.key)).toEqual(['recommended', 'FREE', 'PRO']);
    expect(sections.flatMap((section) => section.templates).some((t) => t.templatePlanType === 'BASIC')).toBe(
      false,
    );
    expect(mapTypeCounts(templates, 'US')).toEqual({ total: 4, linear: 2, free: 1, round: 1, team: 0 });
  });

  it('the type filter keeps one type and drops empty sections', () => {
    const sections = mapSections(templates, 'KR', 'linear');
    expect(sections.map((section) => section.key)).toEqual(['recommended', 'FREE', 'PRO']);
    expect(mapTypeCounts(templates, 'KR')).toEqual({ total: 5, linear: 2, free: 1, round: 1, team: 1 });
  });
});
