// Every `neutron` command, in the order help lists them.
import type { Command } from '../command.ts';

export const commands: Command[] = [];
