import type { Catalog } from '../modules/catalog/repository.ts';
import type { Category, CategoryId, Vendor } from '../../src/content/schemas.ts';

const names = (en: string, pt: string, tl: string) => ({ en, pt, tl });

function category(id: CategoryId, route: string, order: number, label: ReturnType<typeof names>): Category {
  return {
    id,
    gameCategory: id === 'LOTT' ? 'ELOTT' : id === 'COCKFIGHT' || id === 'ESPORTS' ? 'SPORTS' : id === 'BGS' || id === 'BINGO' ? 'CONS' : id,
    route,
    order,
    name: label,
    icon: `/art/categories/${id}.svg`,
  };
}

function vendor(id: string, category: Vendor['category'], order: number, hot = false): Vendor {
  return {
    id,
    name: `Vendor ${id}`,
    category,
    vassalage: id,
    accountTypeId: 100 + order,
    gameType: category,
    logo: `/art/vendors/${id}.svg`,
    hot,
    order,
    house: true,
  };
}

/** A small catalogue: one real sports vendor, one e-sports and one cockfight vendor listed under SPORTS, 13 slots. */
export function fixtureCatalog(): Catalog {
  const slots = Array.from({ length: 13 }, (_, index) => vendor(`SL${String(index + 1).padStart(2, '0')}`, 'RNG', index + 1, index === 0));
  return {
    categories: [
      category('SPORTS', 'sports', 10, names('Sports', 'Esportes', 'Palakasan')),
      category('RNG', 'rng', 20, names('Slots', 'Caça-níqueis', 'Slots')),
      category('COCKFIGHT', 'cockfight', 60, names('Cockfight', 'Rinha de galos', 'Sabong')),
      category('ESPORTS', 'esports', 80, names('E-sports', 'E-sports', 'E-sports')),
      category('FISH', 'fish', 30, names('Fishing', 'Pesca', 'Pangingisda')),
    ],
    vendors: [vendor('KNS', 'SPORTS', 1, true), vendor('AV', 'SPORTS', 2), vendor('SV3', 'SPORTS', 3), ...slots],
    games: [],
    help: [
      {
        id: 'b',
        tag: 'withdraw',
        order: 2,
        title: names('Withdraw', 'Saque', 'Pag-withdraw'),
        body: names('How to withdraw.', 'Como sacar.', 'Paano mag-withdraw.'),
      },
      {
        id: 'a',
        tag: 'deposit',
        order: 1,
        title: names('Deposit', 'Depósito', 'Pagdeposito'),
        body: names('How to deposit.', 'Como depositar.', 'Paano magdeposito.'),
      },
    ],
  };
}
