#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api';

register();
const { main, processIO } = await import('../cli/main.ts');
const code = await main(process.argv.slice(2), processIO);
process.exitCode = code;
