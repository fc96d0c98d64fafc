import { Image, UnstyledButton } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../../lib/retry-import';

// The viewer is loaded on the first click: sharing its module with the lazy image field would pull
// that field's chunk (dropzone included) into /build's first load.
const ImageViewerModal = lazyWithRetry(() =>
  import('../../image-upload/components/image-viewer-modal').then((m) => ({ default: m.ImageViewerModal })),
);

/**
 * An image in view mode (issue 3 "clicking an image opens the image detail viewer"). Deliberately
 * not the image field: that one brings the dropzone, which only edit mode needs and which loads
 * lazily with it (issue 3 "Performance": /build first load). A button, so the card treats the click
 * as its own control and does not enter edit mode.
 */
export function ViewImage({ url, alt, size = 'md' }: { url: string; alt: string; size?: 'md' | 'sm' }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={alt}
        data-testid="view-image"
        // The box has the ceiling's height before the image arrives: a card's images loading one by
        // one moved the cards under the teacher's pointer, and her click opened another card.
        h={size === 'sm' ? 64 : 160}
        style={{ alignSelf: 'flex-start', display: 'flex', alignItems: 'center' }}
      >
        {/* A ceiling, not a size: a small image keeps its natural size instead of being blown up (issue 7). */}
        <Image src={url} alt={alt} mah="100%" maw="100%" w="auto" fit="contain" radius="sm" />
      </UnstyledButton>
      {isOpen && (
        <Suspense fallback={null}>
          <ImageViewerModal imageUrl={url} alt={alt} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
