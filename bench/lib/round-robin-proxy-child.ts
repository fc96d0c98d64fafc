// The round-robin proxy as a process of its own (bench/lib/round-robin-proxy.ts startRoundRobinProxy):
// PROXY_PORT, PROXY_TARGETS (comma-separated origins); prints "listening" once it accepts connections
// and closes on SIGTERM.
import { listenRoundRobinProxy } from './round-robin-proxy.ts';

const server = await listenRoundRobinProxy(
  Number(process.env.PROXY_PORT),
  (process.env.PROXY_TARGETS ?? '').split(',').filter(Boolean),
);
process.stdout.write('listening\n');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
