// Prints a free TCP port on loopback.
import { createServer } from 'node:net';

const server = createServer();
server.listen(0, 'localhost', () => {
  const address = server.address();
  process.stdout.write(String(typeof address === 'object' && address ? address.port : 0));
  server.close();
});
