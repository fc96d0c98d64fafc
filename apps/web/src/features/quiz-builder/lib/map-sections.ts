import {
  isTemplateOffered,
  MAP_TYPE_FILTERS,
  type MapTemplate,
  type MapTypeFilter,
  type PlanType,
  plansForCountry,
} from '@quizset/domain';

/** A section of the map picker (spec §2 modal 1): recommended/new, then one per plan of the country. */
export type MapSectionKey = 'recommended' | PlanType;

export interface MapSection {
  key: MapSectionKey;
  templates: MapTemplate[];
}

/** How many templates the recommended section shows when fewer carry the "new" tag. */
const RECOMMENDED_MIN = 4;

const byPriority = (a: MapTemplate, b: MapTemplate) => b.priority - a.priority;

/**
 * The picker's sections for `countryCode` and the type `filter` (spec §2 modal 1, §6): recommended/new
 * (every `hasNewTag` template, topped up to 4 by `priority`), free, basic (KR only) and pro, each by
 * priority. Templates not offered in the country (BASIC outside KR) are left out. Empty sections are
 * dropped.
 */
export function mapSections(templates: readonly MapTemplate[], countryCode: string, filter: MapTypeFilter) {
  const offered = templates
    .filter((template) => isTemplateOffered(template, countryCode))
    .filter((template) => filter === 'total' || template.type === filter)
    .sort(byPriority);
  const fresh = offered.filter((template) => template.hasNewTag);
  const topUp = offered
    .filter((template) => !template.hasNewTag)
    .slice(0, Math.max(0, RECOMMENDED_MIN - fresh.length));
  const sections: MapSection[] = [
    { key: 'recommended', templates: [...fresh, ...topUp] },
    ...plansForCountry(countryCode).map((plan) => ({
      key: plan,
      templates: offered.filter((template) => template.templatePlanType === plan),
    })),
  ];
  return sections.filter((section) => section.templates.length > 0);
}

/** The type filter's counts (spec §2 modal 1 "type filter … with counts"): `total` and each map type. */
export function mapTypeCounts(
  templates: readonly MapTemplate[],
  countryCode: string,
): Record<MapTypeFilter, number> {
  const offered = templates.filter((template) => isTemplateOffered(template, countryCode));
  return Object.fromEntries(
    MAP_TYPE_FILTERS.map((type) => [
      type,
      type === 'total' ? offered.length : offered.filter((template) => template.type === type).length,
    ]),
  ) as Record<MapTypeFilter, number>;
}
