import { AspectRatio } from '@mantine/core';
import { youtubeVideoId } from '@quizset/domain';
import { useTranslation } from 'react-i18next';

interface YoutubePreviewProps {
  url: string;
}

/**
 * The embedded preview of a YouTube hint (issue 3 "shown as an embedded preview"). youtube-nocookie
 * sets no tracking cookie until play; the id comes from the domain's link pattern (11 safe
 * characters), so nothing from the teacher's text reaches the iframe URL otherwise.
 */
export function YoutubePreview({ url }: YoutubePreviewProps) {
  const { t } = useTranslation('hint');
  const videoId = youtubeVideoId(url);
  if (!videoId) return null;
  return (
    <AspectRatio ratio={16 / 9} maw={360}>
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${videoId}`}
        title={t('youtube.previewTitle')}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        style={{ border: 0, borderRadius: 8 }}
        data-testid="youtube-preview"
      />
    </AspectRatio>
  );
}
