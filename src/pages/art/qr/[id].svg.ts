import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import QRCode from 'qrcode';

/** One QR code per download link, drawn at build time so no QR library ships to the browser. */
export const getStaticPaths = (async () => {
  const links = await getCollection('download');
  return links.map((entry) => ({ params: { id: entry.data.id }, props: { url: entry.data.url } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ url: string }> = async ({ props }) => {
  const svg = await QRCode.toString(props.url, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#0b1020', light: '#ffffff' },
  });
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
