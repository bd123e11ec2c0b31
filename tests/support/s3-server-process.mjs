// The S3-protocol test server in a process of its own, so a test measuring the console's memory
// does not count the server's buffers. Prints {"port": n} once listening; stops on SIGTERM.
import S3rver from 's3rver';

const directory = process.argv[2];
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, resetOnClose: true });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
