import type { MapType } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import classes from './map-thumbnail-placeholder.module.css';

/**
 * Stands in for a map template's thumbnail when it has none: the map type's name on the brand
 * gradient, filling its box (put it inside an `AspectRatio`). Decorative: the map is named elsewhere.
 */
export function MapThumbnailPlaceholder({ templateType }: { templateType: MapType }) {
  const { t } = useTranslation();
  return (
    <div className={classes.placeholder} aria-hidden="true">
      {t(`mapTypes.${templateType}`)}
    </div>
  );
}
