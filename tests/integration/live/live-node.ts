// A Neutron node in its own process, for the multi-node and crash tests:
//   node --import tsx tests/integration/live/live-node.ts <project root> <content database>
// It prints `listening <port>` once it serves.
import { createServer } from '../../../core/server/start.ts';

const [root, databaseFile] = process.argv.slice(2);
if (!root || !databaseFile) throw new Error('usage: live-node.ts <root> <content database>');
const { app } = await createServer(root, { logger: { level: process.env.LOG_LEVEL ?? 'warn' }, databaseFile });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
