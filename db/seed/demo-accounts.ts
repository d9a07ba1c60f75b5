/** The demo logins of PRODUCT.md §9 (password `Marea2026!` for all) and the other demo owners. */
export const demoPassword = 'Marea2026!';

export const demoAccounts = {
  client: {
    email: 'client@marea.test',
    name: 'Lucía',
    surname: 'Martín García',
    role: 'client' as const,
    phone: '+34612345678',
    city: 'Madrid',
    locale: 'es' as const,
    degree: 'per',
  },
  owner: {
    email: 'owner@marea.test',
    name: 'Jordi',
    surname: 'Ferrer Puig',
    role: 'shipowner' as const,
    phone: '+34655123987',
    city: 'Barcelona',
    locale: 'es' as const,
    companyName: 'Nàutica Ferrer S.L.',
    companyCif: 'B65432198',
    companyAddress: 'Moll de la Fusta 4, 08039 Barcelona',
  },
  skipper: {
    email: 'skipper@marea.test',
    name: 'Marina',
    surname: 'Roca Vidal',
    role: 'client' as const,
    phone: '+34699876543',
    city: 'Palma',
    locale: 'es' as const,
    degree: 'capitan-yate',
    professions: ['skipper', 'sailing-instructor'],
  },
  admin: {
    email: 'admin@marea.test',
    name: 'Alba',
    surname: 'Serra',
    role: 'admin' as const,
    phone: '+34611000111',
    city: 'Barcelona',
    locale: 'es' as const,
  },
};

/** Owners 2..n of the catalogue's `ownerIndex`: charter companies and private owners. */
export const otherOwners = [
  { name: 'Toni', surname: 'Bauzà Mir', companyName: 'Balear Charter S.L.' },
  { name: 'Carmen', surname: 'Ruiz Ortega', companyName: null },
  { name: 'Pau', surname: 'Riera Costa', companyName: 'Blau Nàutic S.L.' },
  { name: 'Elena', surname: 'Torres Marí', companyName: 'Pitiusas Boats S.L.' },
  { name: 'Javier', surname: 'Navarro Gil', companyName: null },
  { name: 'Rocío', surname: 'Domínguez Vela', companyName: 'Bahía de Cádiz Náutica S.L.' },
  { name: 'Sergio', surname: 'Castro León', companyName: 'Costa del Sol Yachts S.L.' },
  { name: 'Nerea', surname: 'Hernández Pérez', companyName: 'Atlántico Charter S.L.' },
  { name: 'Marc', surname: 'Vidal Soler', companyName: null },
  { name: 'Laura', surname: 'Sánchez Ibáñez', companyName: 'Levante Sailing S.L.' },
  { name: 'Óscar', surname: 'Moreno Díaz', companyName: null },
];
