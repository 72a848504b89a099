import { useEffect, useState } from 'react';

/**
 * A link as a QR code, drawn in the browser by the qrcode library, which loads only with the page
 * that shows one. With `download`, a link saves the picture under that file name, to share it.
 */
export function LinkQr({ url, label, className, download }: { url: string; label: string; className?: string; download?: { name: string; label: string } }) {
  const [image, setImage] = useState('');
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toDataURL(url, { margin: 1, width: 160 })).then((data) => live && setImage(data));
    return () => {
      live = false;
    };
  }, [url]);
  if (!image) return null;
  const picture = <img className={className} src={image} width={160} height={160} alt={label} />;
  if (!download) return picture;
  return (
    <>
      {picture}
      <a className="btn btn--ghost" href={image} download={download.name}>
        {download.label}
      </a>
    </>
  );
}
