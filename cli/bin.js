#!/usr/bin/env node
// Entry of `npx storefront`: runs the TypeScript CLI through tsx (decorators included), no build step needed.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
