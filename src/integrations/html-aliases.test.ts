import { mkdir, mkdtemp, readFile, writeFile, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { writeAliases, writeSitemap } from './html-aliases.ts';

async function put(root: string, file: string, text: string) {
  await mkdir(join(root, file, '..'), { recursive: true });
  await writeFile(join(root, file), text);
}

it('adds register.html beside every locale and moves prefixed 404 pages to 404.html', async () => {
  const root = await mkdtemp(join(tmpdir(), 'tala-aliases-'));
  await put(root, 'register/index.html', 'en register');
  await put(root, 'pt/register/index.html', 'pt register');
  await put(root, 'tl/register/index.html', 'tl register');
  await put(root, '404.html', 'en 404');
  await put(root, 'pt/404/index.html', 'pt 404');
  await put(root, 'tl/404/index.html', 'tl 404');
  await writeAliases(root);
  expect(await readFile(join(root, 'register.html'), 'utf8')).toBe('en register');
  expect(await readFile(join(root, 'tl/register.html'), 'utf8')).toBe('tl register');
  expect(await readFile(join(root, 'pt/404.html'), 'utf8')).toBe('pt 404');
  await expect(access(join(root, 'pt/404'))).rejects.toThrow();
  expect(await readFile(join(root, '404.html'), 'utf8')).toBe('en 404');
});

it('joins the sitemap chunks into one sitemap.xml', async () => {
  const root = await mkdtemp(join(tmpdir(), 'tala-sitemap-'));
  const open = '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
  await put(root, 'sitemap-0.xml', `${open}<url><loc>https://t.example/</loc></url></urlset>`);
  await put(root, 'sitemap-1.xml', `${open}<url><loc>https://t.example/rng</loc></url></urlset>`);
  await writeSitemap(root);
  const xml = await readFile(join(root, 'sitemap.xml'), 'utf8');
  expect(xml.startsWith(open)).toBe(true);
  expect(xml.match(/<url>/g)).toHaveLength(2);
  expect(xml.trim().endsWith('</urlset>')).toBe(true);
});
