import { connectivityContract } from '../../testing/contracts/connectivity.contract';
import { NodeConnectivity } from './node-connectivity';

connectivityContract('NodeConnectivity', () => {
  const port = new NodeConnectivity();
  return { port, set: (online) => port.setOnline(online) };
});
