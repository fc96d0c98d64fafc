import { Image, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The QR code of a room link (issue 10; stack.md: the `qrcode` package), drawn as a data-URL image.
 * The library is loaded when the first code is drawn, not with the page.
 */
export function RoomQrCode({ url, size = 160 }: { url: string; size?: number }) {
  const { t } = useTranslation('rooms');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(url, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' }).then((data) => {
        if (live) setSrc(data);
      }),
    );
    return () => {
      live = false;
    };
  }, [url, size]);
  if (!src) return <Skeleton w={size} h={size} />;
  return <Image src={src} w={size} h={size} alt={t('panel.qrAlt', { url })} data-testid="room-qr" />;
}
