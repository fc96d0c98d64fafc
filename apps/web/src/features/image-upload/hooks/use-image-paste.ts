import { type RefObject, useEffect, useRef } from 'react';

const SCOPE_ATTRIBUTE = 'data-image-paste-scope';

/** The first image file on the clipboard, or null (text pastes are left to the editor). */
export function imageFromClipboard(data: DataTransfer | null): File | null {
  if (!data) return null;
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  }
  return Array.from(data.files ?? []).find((file) => file.type.startsWith('image/')) ?? null;
}

/**
 * Paste of an image into a card (issue 3 "Drop and paste work only in edit mode"). Listens on
 * `scopeRef` while `isEnabled`; when several fields are nested (the question's image around the
 * choices' images) the innermost scope around the focused element wins. Runs in the capture phase
 * and stops the event, so the rich-text editor under it never receives the image.
 */
export function useImagePaste(
  scopeRef: RefObject<HTMLElement | null>,
  isEnabled: boolean,
  onImage: (file: File) => void,
): void {
  const onImageRef = useRef(onImage);
  onImageRef.current = onImage;

  useEffect(() => {
    const scope = scopeRef.current;
    if (!scope || !isEnabled) return;
    scope.setAttribute(SCOPE_ATTRIBUTE, '');
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target && target.closest(`[${SCOPE_ATTRIBUTE}]`) !== scope) return;
      const file = imageFromClipboard(event.clipboardData);
      if (!file) return;
      event.preventDefault();
      event.stopPropagation();
      onImageRef.current(file);
    };
    scope.addEventListener('paste', onPaste, { capture: true });
    return () => {
      scope.removeEventListener('paste', onPaste, { capture: true });
      scope.removeAttribute(SCOPE_ATTRIBUTE);
    };
  }, [scopeRef, isEnabled]);
}
