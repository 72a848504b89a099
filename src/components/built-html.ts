import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The built site (`npm run build`); tests over it run after the build, as `npm test` orders them. */
export const distDir = resolve(import.meta.dirname, '../../dist');

export const hasBuild = (): boolean => existsSync(join(distDir, 'index.html'));

/** Every built page, as its path under dist ("pt/rng/index.html"). */
export function builtPages(dir = distDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : builtPages(path);
    return entry.name.endsWith('.html') ? [relative(distDir, path)] : [];
  });
}

export const readPage = (page: string): string => readFileSync(join(distDir, page), 'utf8');

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole);

/** Text as a reader hears it: tags dropped, images by their alt text, spaces collapsed. */
export function plainText(html: string): string {
  const withAlts = html.replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/g, ' $1 ');
  return decode(withAlts.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<template\b[\s\S]*?<\/template>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Each link of a page with its accessible name: aria-label when set, else its text and images' alt.
 * A <template>'s links are not on the page until a script fills them in, so they are left out.
 */
export function linkNames(html: string): { href: string; name: string }[] {
  return [...html.replace(/<template\b[\s\S]*?<\/template>/g, '').matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = '', inner = '']) => {
    const label = /\baria-label="([^"]*)"/.exec(attributes)?.[1];
    const href = /\bhref="([^"]*)"/.exec(attributes)?.[1] ?? '';
    return { href, name: label !== undefined ? decode(label).trim() : plainText(inner) };
  });
}
