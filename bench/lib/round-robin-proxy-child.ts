// The round-robin proxy as a process of its own (bench/lib/round-robin-proxy.ts startRoundRobinProxy):
// PROXY_PORT, PROXY_TARGETS (comma-separated origins), PROXY_ROUTING (round-robin-proxy.ts
// ProxyRouting); prints "listening" once it accepts connections and closes on SIGTERM.
import { listenRoundRobinProxy, type ProxyRouting } from './round-robin-proxy.ts';

const server = await listenRoundRobinProxy(
  Number(process.env.PROXY_PORT),
  (process.env.PROXY_TARGETS ?? '').split(',').filter(Boolean),
  process.env.PROXY_ROUTING as ProxyRouting,
);
process.stdout.write('listening\n');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
