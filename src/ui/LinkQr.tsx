import { useEffect, useState } from 'react';

/** A link as a QR code, drawn in the browser by the qrcode library, which loads only with the page that shows one. */
export function LinkQr({ url, label, className }: { url: string; label: string; className?: string }) {
  const [image, setImage] = useState('');
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toDataURL(url, { margin: 1, width: 160 })).then((data) => live && setImage(data));
    return () => {
      live = false;
    };
  }, [url]);
  return image ? <img className={className} src={image} width={160} height={160} alt={label} /> : null;
}
