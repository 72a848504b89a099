import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import QRCode from 'qrcode';

/**
 * One QR code per download kind, drawn at build time so no QR library ships to the browser. It opens
 * that kind's section of /down on the phone, where the operator's current link is: the link itself
 * is operator data and may change after the build.
 */
export const getStaticPaths = (async () => {
  const links = await getCollection('download');
  return links.map((entry) => ({ params: { id: entry.data.id } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site }) => {
  const svg = await QRCode.toString(new URL(`/down#${params.id}`, site).href, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#0b1020', light: '#ffffff' },
  });
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
