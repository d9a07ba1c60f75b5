import { boatsAlicanteCartagena } from './boats-alicante-cartagena';
import { boatsBarcelona } from './boats-barcelona';
import { boatsCanarias } from './boats-canarias';
import { boatsFormenteraMenorca } from './boats-formentera-menorca';
import { boatsIbiza } from './boats-ibiza';
import { boatsMalagaCadiz } from './boats-malaga-cadiz';
import { boatsMarbella } from './boats-marbella';
import { boatsPalma } from './boats-palma';
import { boatsSitgesRoses } from './boats-sitges-roses';
import { boatsValenciaDenia } from './boats-valencia-denia';
import type { TBoatSeed } from './types';

/** Every demo boat, grouped by coast from north-east to the Canaries. */
export const boats: TBoatSeed[] = [
  ...boatsBarcelona,
  ...boatsSitgesRoses,
  ...boatsPalma,
  ...boatsIbiza,
  ...boatsFormenteraMenorca,
  ...boatsValenciaDenia,
  ...boatsAlicanteCartagena,
  ...boatsMalagaCadiz,
  ...boatsMarbella,
  ...boatsCanarias,
];
