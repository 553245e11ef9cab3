import { reproveShard } from './setShard';

reproveShard(3);
