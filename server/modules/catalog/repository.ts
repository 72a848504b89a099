import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { categorySchema, gameSchema, helpSchema, vendorSchema, type Category, type Game, type HelpArticle, type Vendor } from '../../../src/content/schemas.ts';
import { serverDir } from '../../paths.ts';

/** The site's content collections: the API reads the very files the pages are built from. */
export const defaultCatalogDir = join(serverDir, '..', 'src', 'content', 'data');

export interface Catalog {
  categories: Category[];
  vendors: Vendor[];
  games: Game[];
  help: HelpArticle[];
}

/** Astro's file() loader takes an array of entries or an object keyed by id; so do we. */
function entries(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'object' && raw !== null) {
    return Object.entries(raw).map(([id, entry]) => (typeof entry === 'object' && entry !== null ? { id, ...entry } : entry));
  }
  throw new Error('expected an array or an object of entries');
}

async function readCollection<T extends z.ZodType>(dir: string, name: string, schema: T): Promise<z.output<T>[]> {
  const file = join(dir, `${name}.json`);
  try {
    return z.array(schema).parse(entries(JSON.parse(await readFile(file, 'utf8'))));
  } catch (error) {
    throw new Error(`catalogue file ${file} is not valid: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Reads and checks the catalogue once; a broken file stops the start with the file's name. */
export async function loadCatalog(dir: string = defaultCatalogDir): Promise<Catalog> {
  const [categories, vendors, games, help] = await Promise.all([
    readCollection(dir, 'categories', categorySchema),
    readCollection(dir, 'vendors', vendorSchema),
    readCollection(dir, 'games', gameSchema),
    readCollection(dir, 'help', helpSchema),
  ]);
  return { categories, vendors, games, help };
}
