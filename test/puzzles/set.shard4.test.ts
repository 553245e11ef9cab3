import { reproveShard } from './setShard';

reproveShard(4);
